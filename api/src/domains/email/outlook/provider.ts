import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { hasActiveCredential, type Attachment, type MailAddress, type MailProvider } from '../provider.js';
import { GraphError, type Graph } from './graph.js';

/** Graph takes an attachment under 3 MB in one request; a larger one through an upload session, in chunks. */
const INLINE_LIMIT = 3 * 1024 * 1024;
/** Upload chunks must be multiples of 320 KiB (Graph's upload sessions); about 4 MB each. */
const CHUNK = 12 * 320 * 1024;

async function readAll(attachment: Attachment): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of attachment.open()) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Streams the attachment in CHUNK-sized pieces, never holding more than one piece. */
async function* chunksOf(attachment: Attachment): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const part of attachment.open()) {
    pending.push(part as Buffer);
    size += (part as Buffer).length;
    while (size >= CHUNK) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, CHUNK);
      pending = [joined.subarray(CHUNK)];
      size = joined.length - CHUNK;
    }
  }
  if (size > 0) yield Buffer.concat(pending);
}

async function attach(graph: Graph, senderId: number, messageId: string, attachment: Attachment) {
  const base = `/me/messages/${encodeURIComponent(messageId)}/attachments`;
  if (attachment.size < INLINE_LIMIT) {
    await graph.call(senderId, 'POST', base, {
      '@odata.type': '#microsoft.graph.fileAttachment',
      name: attachment.name,
      contentType: attachment.type || 'application/octet-stream',
      contentBytes: (await readAll(attachment)).toString('base64'),
    });
    return;
  }
  const session = await graph.call<{ uploadUrl: string }>(senderId, 'POST', `${base}/createUploadSession`, {
    AttachmentItem: { attachmentType: 'file', name: attachment.name, size: attachment.size },
  });
  let from = 0;
  for await (const chunk of chunksOf(attachment)) {
    await graph.uploadChunk(session.uploadUrl, chunk, from, attachment.size);
    from += chunk.length;
  }
}

const recipients = (list: MailAddress[]) =>
  list.filter((entry) => entry.address).map((entry) => ({ emailAddress: { address: entry.address! } }));

/**
 * Sending through Microsoft Graph: the message is created in the sender's mailbox (so its immutable id and
 * conversation are known; a forward through createForward), its attachments added (under 3 MB in one request, larger ones through an upload session
 * in 3.75 MB chunks, streamed from storage), and sent; recorded with that id, the sync then recognises it and skips it.
 */
export function createGraphProvider(db: Kysely<Database>, graph: Graph): MailProvider {
  return {
    name: 'graph',
    isConnected: (personId) => hasActiveCredential(db, personId),
    async deliver(message) {
      const fields = {
        subject: message.subject,
        body: { contentType: 'HTML', content: message.content },
        toRecipients: recipients(message.to),
        ccRecipients: recipients(message.cc),
        bccRecipients: recipients(message.bcc),
      };
      // A forward of a message in the sender's mailbox is Graph's own forward draft (createForward): Outlook shows
      // it as a forward in the conversation and carries the original's attachments. Its body is the draft's (which
      // quotes the message), so `message.body` replaces Graph's quote rather than adding a second one. A message
      // gone from the mailbox since (404) is forwarded as a new message, as other accounts' forwards are.
      const create = () =>
        graph.call<{ id: string; conversationId: string }>(message.senderId, 'POST', '/me/messages', fields);
      const created = message.forwardOf
        ? await graph
            .call<{ id: string; conversationId: string }>(
              message.senderId,
              'POST',
              `/me/messages/${encodeURIComponent(message.forwardOf)}/createForward`,
              { message: fields },
            )
            .catch((error: unknown) => {
              if (error instanceof GraphError && error.status === 404) return create();
              throw error;
            })
        : await create();
      for (const attachment of message.attachments ?? []) await attach(graph, message.senderId, created.id, attachment);
      await graph.call(message.senderId, 'POST', `/me/messages/${encodeURIComponent(created.id)}/send`);
      return { conversationId: created.conversationId, providerId: created.id };
    },
  };
}
