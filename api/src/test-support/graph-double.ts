// Over 400 lines: one stand-in for the Microsoft identity platform and Graph that every Outlook test shares.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Microsoft identity platform and Microsoft Graph (no internet here), answering with the
 * documented request and answer shapes: the v2.0 token endpoint (authorization_code with PKCE, refresh_token and
 * client_credentials grants, `invalid_grant` with suberror `bad_token` for a dead refresh token), `me/messages`
 * create, createForward and send (immutable ids), `users/{mailbox}/sendMail` with an app-only token, folder delta
 * queries with `@odata.nextLink` / `@odata.deltaLink`, subscriptions with the validation handshake, 401 for a revoked access token and 429 with Retry-After when asked to throttle. It speaks HTTPS (msal-node
 * refuses an http authority) with a certificate made for the run; `ca` is what the api must trust (MS_CA_FILE).
 */

/** A self-signed certificate for 127.0.0.1, made by the system's openssl. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'graph-double-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Message = {
  seq: number;
  id: string;
  subject: string;
  body: { contentType: 'html'; content: string };
  from: { emailAddress: { address: string; name: string } };
  toRecipients: { emailAddress: { address: string } }[];
  ccRecipients: { emailAddress: { address: string } }[];
  bccRecipients: { emailAddress: { address: string } }[];
  receivedDateTime: string;
  sentDateTime: string;
  conversationId: string;
  attachments: { name: string; contentType: string; size: number; contentBytes: string }[];
  /** The message a createForward draft forwards. */
  forwardOf?: string;
};

type Mailbox = { folders: Record<'inbox' | 'sentitems' | 'drafts', Message[]> };
type Subscription = {
  id: string;
  user: string;
  notificationUrl: string;
  clientState: string;
  expirationDateTime: string;
};

export type GraphDouble = Awaited<ReturnType<typeof startGraphDouble>>;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The user an app-only token (client credentials) stands for. */
const APP = '(app)';

export async function startGraphDouble(options: { tenantId: string; clientId: string; clientSecret?: string }) {
  const mailboxes = new Map<string, Mailbox>();
  /** Authorization codes: the account signed in, and the PKCE challenge of the sign-in page that issued it. */
  const codes = new Map<string, { user: string; challenge: string | null; method: string | null }>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const subscriptions = new Map<string, Subscription>();
  let seq = 0;
  let throttle = { count: 0, retryAfter: 0 };
  let appMailRefused = false;
  /** A link the next delta page carries instead of its own (a hostile or broken answer). */
  let nextDeltaLink: string | null = null;
  const requests: { method: string; path: string; status: number }[] = [];
  const uploads = new Map<string, { message: Message; name: string; size: number; parts: Buffer[]; next: number }>();

  const mailbox = (user: string) => {
    let found = mailboxes.get(user);
    if (!found) {
      found = { folders: { inbox: [], sentitems: [], drafts: [] } };
      mailboxes.set(user, found);
    }
    return found;
  };

  const message = (fields: {
    from: string;
    to: string[];
    cc?: string[];
    subject: string;
    content: string;
    conversationId?: string;
    date?: Date;
  }): Message => {
    const date = (fields.date ?? new Date()).toISOString();
    const address = (value: string) => ({ emailAddress: { address: value } });
    return {
      seq: ++seq,
      id: `AAkALgAA${randomBytes(12).toString('base64url')}`,
      subject: fields.subject,
      body: { contentType: 'html', content: fields.content },
      from: { emailAddress: { address: fields.from, name: fields.from } },
      toRecipients: fields.to.map(address),
      ccRecipients: (fields.cc ?? []).map(address),
      bccRecipients: [],
      receivedDateTime: date,
      sentDateTime: date,
      conversationId: fields.conversationId ?? `AAQk${randomBytes(10).toString('base64url')}`,
      attachments: [],
    };
  };

  const issueTokens = (user: string) => {
    const access = `at-${randomUUID()}`;
    const refresh = `rt-${randomUUID()}`;
    accessTokens.set(access, user);
    refreshTokens.set(refresh, user);
    const oid = Buffer.from(user).toString('hex').slice(0, 32).padEnd(32, '0');
    const now = Math.floor(Date.now() / 1000);
    const idToken = [
      b64url({ alg: 'none', typ: 'JWT' }),
      b64url({
        aud: options.clientId,
        iss: `${url}/${options.tenantId}/v2.0`,
        iat: now,
        nbf: now,
        exp: now + 3600,
        oid,
        sub: oid,
        tid: options.tenantId,
        preferred_username: user,
        name: user,
        ver: '2.0',
      }),
      '',
    ].join('.');
    return {
      token_type: 'Bearer',
      scope: 'openid profile offline_access User.Read Mail.ReadWrite Mail.Send',
      expires_in: 3600,
      ext_expires_in: 3600,
      access_token: access,
      refresh_token: refresh,
      id_token: idToken,
      client_info: b64url({ uid: oid, utid: options.tenantId }),
    };
  };

  const json = (response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get('client_id') !== options.clientId) return json(response, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      if (!issued) return json(response, 400, { error: 'invalid_grant', error_description: 'AADSTS70000: bad code' });
      codes.delete(form.get('code')!);
      // PKCE (RFC 7636): a code issued for a challenge is redeemed only with the verifier whose S256 it is.
      const verifier = form.get('code_verifier');
      if (issued.challenge !== null) {
        const given = verifier === null ? null : createHash('sha256').update(verifier).digest('base64url');
        if (issued.method !== 'S256' || given !== issued.challenge)
          return json(response, 400, {
            error: 'invalid_grant',
            error_description:
              'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.',
          });
      }
      return json(response, 200, issueTokens(issued.user));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const user = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!user)
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'AADSTS700082: The refresh token has expired due to inactivity.',
          error_codes: [700082],
          suberror: 'bad_token',
        });
      return json(response, 200, issueTokens(user));
    }
    if (form.get('grant_type') === 'client_credentials') {
      if (options.clientSecret !== undefined && form.get('client_secret') !== options.clientSecret)
        return json(response, 401, { error: 'invalid_client' });
      const access = `app-${randomUUID()}`;
      accessTokens.set(access, APP);
      return json(response, 200, {
        token_type: 'Bearer',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: access,
      });
    }
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  const view = ({ seq: _seq, ...rest }: Message) => rest;

  /** An upload session's PUT: pre-authenticated, each chunk where the last one ended (Content-Range). */
  async function uploadChunk(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = uploads.get(id);
    if (!session) return json(response, 404, { error: { code: 'ItemNotFound' } });
    if (request.headers.authorization) return json(response, 401, { error: { code: 'InvalidAuthenticationToken' } });
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const chunk = Buffer.concat(chunks);
    if (!range || Number(range[1]) !== session.next || Number(range[2]) - Number(range[1]) + 1 !== chunk.length)
      return json(response, 416, { error: { code: 'InvalidRange' } });
    session.parts.push(chunk);
    session.next += chunk.length;
    if (session.next < session.size) return json(response, 200, { nextExpectedRanges: [`${session.next}-`] });
    const bytes = Buffer.concat(session.parts);
    session.message.attachments.push({
      name: session.name,
      contentType: 'application/octet-stream',
      size: bytes.length,
      contentBytes: bytes.toString('base64'),
    });
    uploads.delete(id);
    return json(response, 201, {});
  }

  async function graph(request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams) {
    if (throttle.count > 0) {
      throttle.count--;
      return json(
        response,
        429,
        { error: { code: 'TooManyRequests', message: 'Please retry.' } },
        {
          'retry-after': String(throttle.retryAfter),
        },
      );
    }
    const user = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!user)
      return json(response, 401, {
        error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' },
      });
    const body = request.method === 'GET' ? '' : await readBody(request);
    // sendMail as a mailbox: with the app's token (application permission Mail.Send), unless the tenant refuses.
    const sendMail = /^\/users\/([^/]+)\/sendMail$/.exec(path);
    if (request.method === 'POST' && sendMail) {
      if (user !== APP || appMailRefused)
        return json(response, 403, { error: { code: 'ErrorAccessDenied', message: 'Access is denied.' } });
      const from = decodeURIComponent(sendMail[1]!);
      const fields = JSON.parse(body) as {
        message: { subject: string; body: { content: string }; toRecipients: { emailAddress: { address: string } }[] };
        saveToSentItems?: boolean;
      };
      const to = fields.message.toRecipients.map((entry) => entry.emailAddress.address);
      const sent = message({ from, to, subject: fields.message.subject, content: fields.message.body.content });
      if (fields.saveToSentItems !== false) mailbox(from).folders.sentitems.push(sent);
      for (const address of to) mailbox(address).folders.inbox.push({ ...sent, seq: ++seq });
      return json(response, 202);
    }
    if (user === APP)
      return json(response, 403, { error: { code: 'ErrorAccessDenied', message: 'Access is denied.' } });
    const box = mailbox(user);

    if (request.method === 'POST' && path === '/me/messages') {
      const fields = JSON.parse(body) as {
        subject: string;
        body: { content: string };
        toRecipients: { emailAddress: { address: string } }[];
        ccRecipients?: { emailAddress: { address: string } }[];
      };
      const created = message({
        from: user,
        to: fields.toRecipients.map((entry) => entry.emailAddress.address),
        cc: (fields.ccRecipients ?? []).map((entry) => entry.emailAddress.address),
        subject: fields.subject,
        content: fields.body.content,
      });
      box.folders.drafts.push(created);
      return json(response, 201, view(created));
    }
    // createForward: a draft in the same conversation, 'FW: subject', the original's attachments; the fields of
    // `message` given replace the draft's (its body replaces Graph's quote of the original).
    const forward = /^\/me\/messages\/([^/]+)\/createForward$/.exec(path);
    if (request.method === 'POST' && forward) {
      const id = decodeURIComponent(forward[1]!);
      const original = [...box.folders.inbox, ...box.folders.sentitems].find((entry) => entry.id === id);
      if (!original) return json(response, 404, { error: { code: 'ErrorItemNotFound' } });
      const fields = (JSON.parse(body || '{}') as { message?: Partial<Message>; comment?: string }).message ?? {};
      if (fields.body && (JSON.parse(body) as { comment?: string }).comment !== undefined)
        return json(response, 400, { error: { code: 'ErrorInvalidRequest', message: 'comment and message.body' } });
      const created: Message = {
        ...message({
          from: user,
          to: [],
          subject: `FW: ${original.subject}`,
          content: `<p>From: ${original.from.emailAddress.address}</p>${original.body.content}`,
          conversationId: original.conversationId,
        }),
        ...fields,
        attachments: original.attachments.map((attachment) => ({ ...attachment })),
        forwardOf: original.id,
      };
      box.folders.drafts.push(created);
      return json(response, 201, view(created));
    }
    const attachments = /^\/me\/messages\/([^/]+)\/attachments(\/createUploadSession)?$/.exec(path);
    if (request.method === 'POST' && attachments) {
      const draft = box.folders.drafts.find((entry) => entry.id === decodeURIComponent(attachments[1]!));
      if (!draft) return json(response, 404, { error: { code: 'ErrorItemNotFound' } });
      if (attachments[2]) {
        const item = (JSON.parse(body) as { AttachmentItem: { name: string; size: number } }).AttachmentItem;
        const id = randomUUID();
        uploads.set(id, { message: draft, name: item.name, size: item.size, parts: [], next: 0 });
        return json(response, 201, {
          uploadUrl: `${url}/upload/${id}`,
          expirationDateTime: new Date(Date.now() + 3600_000).toISOString(),
          nextExpectedRanges: ['0-'],
        });
      }
      const fields = JSON.parse(body) as { name: string; contentType: string; contentBytes: string };
      if (Buffer.from(fields.contentBytes, 'base64').length >= 3 * 1024 * 1024)
        return json(response, 413, { error: { code: 'RequestEntityTooLarge' } });
      draft.attachments.push({ ...fields, size: Buffer.from(fields.contentBytes, 'base64').length });
      return json(response, 201, { id: randomUUID(), name: fields.name });
    }
    const send = /^\/me\/messages\/([^/]+)\/send$/.exec(path);
    if (request.method === 'POST' && send) {
      const id = decodeURIComponent(send[1]!);
      const index = box.folders.drafts.findIndex((entry) => entry.id === id);
      if (index < 0) return json(response, 404, { error: { code: 'ErrorItemNotFound' } });
      const [sent] = box.folders.drafts.splice(index, 1);
      sent!.seq = ++seq;
      box.folders.sentitems.push(sent!);
      return json(response, 202);
    }
    const delta = /^\/me\/mailFolders\/(inbox|sentitems)\/messages\/delta$/.exec(path);
    if (request.method === 'GET' && delta) {
      const folder = box.folders[delta[1] as 'inbox' | 'sentitems'];
      const prefer = String(request.headers.prefer ?? '');
      const pageSize = Number(/odata\.maxpagesize=(\d+)/.exec(prefer)?.[1] ?? 10);
      // skiptoken: "<after seq>:<up to seq>" inside a round; deltatoken: the seq the last round ended at.
      const [after, upTo] = query.has('$skiptoken')
        ? query.get('$skiptoken')!.split(':').map(Number)
        : [Number(query.get('$deltatoken') ?? 0), seq];
      const page = folder.filter((entry) => entry.seq > after! && entry.seq <= upTo!).slice(0, pageSize);
      const base = `${url}/v1.0/me/mailFolders/${delta[1]}/messages/delta`;
      const last = page.at(-1);
      const more = last && folder.some((entry) => entry.seq > last.seq && entry.seq <= upTo!);
      const foreign = nextDeltaLink;
      nextDeltaLink = null;
      return json(response, 200, {
        value: page.map(view),
        ...(foreign !== null
          ? { '@odata.nextLink': foreign }
          : more
            ? { '@odata.nextLink': `${base}?$skiptoken=${last.seq}:${upTo}` }
            : { '@odata.deltaLink': `${base}?$deltatoken=${upTo}` }),
      });
    }
    if (request.method === 'POST' && path === '/subscriptions') {
      const fields = JSON.parse(body) as Omit<Subscription, 'id' | 'user'>;
      const validationToken = randomUUID();
      const check = await fetch(`${fields.notificationUrl}?validationToken=${encodeURIComponent(validationToken)}`, {
        method: 'POST',
      }).catch(() => null);
      if (!check || check.status !== 200 || (await check.text()) !== validationToken)
        return json(response, 400, {
          error: { code: 'InvalidRequest', message: 'Subscription validation request failed.' },
        });
      const created: Subscription = { ...fields, id: randomUUID(), user };
      subscriptions.set(created.id, created);
      return json(response, 201, created);
    }
    const patch = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === 'DELETE' && patch) {
      const found = subscriptions.get(decodeURIComponent(patch[1]!));
      if (!found || found.user !== user) return json(response, 404, { error: { code: 'ResourceNotFound' } });
      subscriptions.delete(found.id);
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'PATCH' && patch) {
      const found = subscriptions.get(decodeURIComponent(patch[1]!));
      if (!found) return json(response, 404, { error: { code: 'ResourceNotFound' } });
      found.expirationDateTime = (JSON.parse(body) as { expirationDateTime: string }).expirationDateTime;
      return json(response, 200, found);
    }
    return json(response, 404, { error: { code: 'ResourceNotFound', message: `${request.method} ${path}` } });
  }

  const tls = certificate();
  const server = createServer(tls, (request, response) => {
    const parsed = new URL(request.url ?? '/', 'http://double');
    const respond = async () => {
      if (request.method === 'POST' && parsed.pathname === `/${options.tenantId}/oauth2/v2.0/token`)
        return token(request, response);
      const upload = /^\/upload\/([^/]+)$/.exec(parsed.pathname);
      if (request.method === 'PUT' && upload) return uploadChunk(request, response, upload[1]!);
      if (parsed.pathname.startsWith('/v1.0/'))
        return graph(request, response, parsed.pathname.slice('/v1.0'.length), parsed.searchParams);
      return json(response, 404, { error: 'not_found' });
    };
    response.on('finish', () =>
      requests.push({ method: request.method ?? '', path: parsed.pathname, status: response.statusCode }),
    );
    respond().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ca: tls.cert,
    graphUrl: `${url}/v1.0`,
    requests,
    /**
     * What Microsoft's sign-in page at `authorizeUrl` (the app's redirect to the authorize endpoint) hands back to the
     * redirect URI once this account signs in: a code bound to that page's PKCE challenge, if it had one.
     */
    issueCode(user: string, authorizeUrl: string | URL) {
      const page = new URL(authorizeUrl).searchParams;
      const code = `code-${randomUUID()}`;
      codes.set(code, {
        user,
        challenge: page.get('code_challenge'),
        method: page.get('code_challenge_method'),
      });
      return code;
    },
    /** A message arriving in the user's inbox; with `notify`, Graph's change notification is posted as Graph would. */
    async deliver(
      user: string,
      fields: { from: string; subject: string; content: string; cc?: string[]; conversationId?: string; date?: Date },
      notify = false,
    ) {
      const arrived = message({ ...fields, to: [user] });
      mailbox(user).folders.inbox.push(arrived);
      if (notify)
        for (const subscription of subscriptions.values())
          if (subscription.user === user)
            await fetch(subscription.notificationUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                value: [
                  {
                    subscriptionId: subscription.id,
                    clientState: subscription.clientState,
                    changeType: 'created',
                    resource: `Users/${user}/Messages/${arrived.id}`,
                    subscriptionExpirationDateTime: subscription.expirationDateTime,
                  },
                ],
              }),
            });
      return view(arrived);
    },
    /** `count` messages from `from` in the user's inbox at once (the sync bench). */
    fill(user: string, count: number, from: (index: number) => string) {
      const inbox = mailbox(user).folders.inbox;
      for (let index = 0; index < count; index++)
        inbox.push(
          message({
            from: from(index),
            to: [user],
            subject: `Message ${index}`,
            content: `<p>Body of message ${index}, ${'lorem ipsum '.repeat(40)}</p>`,
            date: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
          }),
        );
    },
    sent: (user: string) => mailbox(user).folders.sentitems.map(view),
    inbox: (user: string) => mailbox(user).folders.inbox.map(view),
    subscriptions: () => [...subscriptions.values()],
    /** Graph forgets every subscription (a later renewal answers 404). */
    dropSubscriptions: () => subscriptions.clear(),
    /** Every access token stops working (Graph answers 401; a refresh gets new ones). */
    expireAccessTokens: () => accessTokens.clear(),
    /** Every refresh token is dead: the account must sign in again. */
    revokeRefreshTokens: () => refreshTokens.clear(),
    /** Whether sendMail with the app's token is refused (403), as when the tenant has not granted Mail.Send. */
    refuseAppMail(refused: boolean) {
      appMailRefused = refused;
    },
    /** The next delta page's `@odata.nextLink` is this link (e.g. on another host). */
    linkNextDeltaTo(link: string) {
      nextDeltaLink = link;
    },
    /** The next `count` Graph requests answer 429 with this Retry-After. */
    throttleNext(count: number, retryAfterSeconds: number) {
      throttle = { count, retryAfter: retryAfterSeconds };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
