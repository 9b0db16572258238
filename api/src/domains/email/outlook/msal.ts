import {
  ConfidentialClientApplication,
  CryptoProvider,
  InteractionRequiredAuthError,
  ServerError,
  type AccountInfo,
  type ICachePlugin,
} from '@azure/msal-node';
import { randomBytes } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { sha256 } from '../../../auth/secrets.js';
import type { MicrosoftConfig } from '../../../config.js';
import { msalNetwork } from './http.js';
import type { OutlookRepository } from './repository.js';
import { seal, unseal } from './seal.js';

/** What the app asks of the account: its mail (read, write, send) and a refresh token to keep doing so. */
export const SCOPES = ['offline_access', 'User.Read', 'Mail.ReadWrite', 'Mail.Send'];

/** The account must sign in again (refresh token expired or revoked): the status shows Expired. */
export class OutlookExpiredError extends Error {
  constructor(personId: number, cause?: unknown) {
    super(`Outlook credentials of person ${personId} need a new sign-in`, { cause });
  }
}

/** How long a sign-in may take between auth/login_with_ms and Microsoft's return. */
const SIGN_IN_MS = 15 * 60_000;

/** A sign-in started by `person` in the session whose token is `sessionKey`; `returnTo` is a local path. */
export type SignInStart = { person: number; sessionKey: string; returnTo: string };
/** A finished sign-in's person, return path and PKCE code verifier. */
export type SignIn = { person: number; returnTo: string; codeVerifier: string };

/**
 * The authorization-code flow with `@azure/msal-node`. Each account's MSAL token cache (its refresh token) lives in
 * `outlook_credential.token_cache`, sealed with MS_TOKEN_KEY; MSAL reads and writes it through a cache plugin.
 * The authority's metadata is given, not discovered, so sign-in works against any host (a test double included).
 */
export function createMsal(config: MicrosoftConfig, store: OutlookRepository, dispatcher: Dispatcher) {
  const host = new URL(config.authorityHost).host;
  const authority = `${config.authorityHost}/${config.tenantId}`;
  const endpoints = `${authority}/oauth2/v2.0`;
  const networkClient = msalNetwork(dispatcher);

  const cachePlugin = (personId: number): ICachePlugin => ({
    async beforeCacheAccess(context) {
      const row = await store.tokenCache(personId);
      if (row?.token_cache) context.tokenCache.deserialize(unseal(config.tokenKey, row.token_cache));
    },
    async afterCacheAccess(context) {
      if (context.cacheHasChanged)
        await store.saveTokenCache(personId, seal(config.tokenKey, context.tokenCache.serialize()));
    },
  });

  const client = (personId?: number) =>
    new ConfidentialClientApplication({
      auth: {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authority,
        knownAuthorities: [host],
        authorityMetadata: JSON.stringify({
          authorization_endpoint: `${endpoints}/authorize`,
          token_endpoint: `${endpoints}/token`,
          end_session_endpoint: `${endpoints}/logout`,
          issuer: `${authority}/v2.0`,
          jwks_uri: `${authority}/discovery/v2.0/keys`,
        }),
        cloudDiscoveryMetadata: JSON.stringify({
          tenant_discovery_endpoint: `${authority}/v2.0/.well-known/openid-configuration`,
          'api-version': '1.1',
          metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
        }),
      },
      ...(personId !== undefined && { cache: { cachePlugin: cachePlugin(personId) } }),
      system: { networkClient },
    });

  // The app's own token (client credentials, for the application mailbox): one client, MSAL's memory cache keeps it.
  const appClient = client();
  const appScopes = [`${new URL(config.graphUrl).origin}/.default`];
  const pkce = new CryptoProvider();

  return {
    /** An app-only Graph access token (client credentials), cached by MSAL until it nears expiry. */
    async appToken(forceRefresh = false): Promise<string> {
      const result = await appClient.acquireTokenByClientCredential({ scopes: appScopes, skipCache: forceRefresh });
      if (!result) throw new Error('Microsoft returned no app token');
      return result.accessToken;
    },

    /**
     * Microsoft's sign-in page for a sign-in kept on the server (outlook_sign_in): the state is a random key good
     * once, bound to the session that asked; PKCE's verifier stays in the row, only its S256 challenge is sent.
     */
    async authUrl({ person, sessionKey, returnTo }: SignInStart): Promise<string> {
      const { verifier, challenge } = await pkce.generatePkceCodes();
      const state = randomBytes(32).toString('base64url');
      await store.startSignIn({
        state_hash: sha256(state),
        person_id: person,
        session_hash: sha256(sessionKey),
        code_verifier: verifier,
        return_to: returnTo,
        expires_at: new Date(Date.now() + SIGN_IN_MS),
      });
      return client().getAuthCodeUrl({
        scopes: SCOPES,
        redirectUri: config.redirectUri,
        state,
        prompt: 'select_account',
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
      });
    },

    /**
     * The sign-in this state started, consumed whatever happens next; null when the state is unknown, used or
     * expired, or when `sessionKey` is not the session that started it (another browser, or none).
     */
    async takeSignIn(state: string, sessionKey: string | null): Promise<SignIn | null> {
      const row = await store.takeSignIn(sha256(state));
      if (!row || sessionKey === null || row.session_hash !== sha256(sessionKey)) return null;
      return { person: row.person_id, returnTo: row.return_to, codeVerifier: row.code_verifier };
    },

    /** Redeems the code Microsoft returned, with the sign-in's PKCE verifier: the tokens land in the person's cache. */
    async redeem(personId: number, code: string, codeVerifier: string): Promise<AccountInfo> {
      const result = await client(personId).acquireTokenByCode({
        code,
        codeVerifier,
        scopes: SCOPES,
        redirectUri: config.redirectUri,
      });
      if (!result.account) throw new Error('Microsoft returned no account');
      await store.connected(personId, result.account.homeAccountId);
      return result.account;
    },

    /**
     * A Graph access token for the person: the cached one while valid, else a new one from the refresh token.
     * A refused refresh marks the credentials inactive and throws OutlookExpiredError.
     */
    async accessToken(personId: number, forceRefresh = false): Promise<string> {
      const app = client(personId);
      const row = await store.tokenCache(personId);
      const account = row?.account_id ? await app.getTokenCache().getAccountByHomeId(row.account_id) : null;
      if (!account) throw new OutlookExpiredError(personId);
      try {
        return (await app.acquireTokenSilent({ account, scopes: SCOPES, forceRefresh })).accessToken;
      } catch (error) {
        // An expired or revoked refresh token: AAD answers invalid_grant (suberror bad_token).
        if (
          error instanceof InteractionRequiredAuthError ||
          (error instanceof ServerError && error.errorCode === 'invalid_grant')
        ) {
          await store.setCredentialsActive(personId, false);
          throw new OutlookExpiredError(personId, error);
        }
        throw error;
      }
    },
  };
}

export type Msal = ReturnType<typeof createMsal>;
