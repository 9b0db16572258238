import { pageInfoOf, pageWindow } from '../../base/connection.js';
import { SendStatus, type Resolvers, type UserError } from '../../generated/resolvers.js';
import { RestError, badUserInput, userErrorsOr } from '../../rest/errors.js';
import { draftAnswer } from './answers.js';
import type { EmailAddresseeModel, EmailModel } from './models.js';
import { draftPreviewAnswer, emailAnswer, emailPageAnswer, sendAnswer, sendProgressAnswer } from './send-answers.js';

// Sending and reading mail (spec part 2 section 7, Emails): drafts made and changed for the composer, sent through
// `emails/contexts/{id}/send/`; a contact's activity (`emails/?person=`), a thread and one message.

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const NOT_AN_ID = 'A valid integer is required.';

function restIds(ids: readonly string[] | null | undefined, field: string): number[] | undefined {
  if (ids == null) return undefined;
  if (ids.some((id) => !isId(id))) throw badUserInput(NOT_AN_ID, field);
  return ids.map(Number);
}

const notFoundAsNull = (error: unknown) => {
  if (error instanceof RestError && error.status === 404) return null;
  throw error;
};

/** The api's `project` is the input's `projectId`. */
const asInputField = (error: UserError): UserError =>
  error.field === 'project' ? { ...error, field: 'projectId' } : error;

const statusOf = { sent: SendStatus.Sent, already_sent: SendStatus.AlreadySent, failed: SendStatus.Failed } as const;

type Addressee = { id: number; fullName: string; email: string | null };
const addressee = (person: Addressee): EmailAddresseeModel => ({
  person: { id: person.id, fullName: person.fullName },
  name: person.fullName || person.email || '',
  address: person.email,
});
const external = (address: string): EmailAddresseeModel => ({ person: null, name: address, address });

async function draftWrite(call: () => Promise<unknown>, draft: () => Promise<ReturnType<typeof draftAnswer>>) {
  try {
    await call();
    return { draft: await draft(), userErrors: [] as UserError[] };
  } catch (error) {
    return { draft: null, userErrors: userErrorsOr(error) };
  }
}

export const sendResolvers: Resolvers = {
  Query: {
    draft: (_parent, { id }, { rest }) =>
      isId(id) ? rest.get(`emails/contexts/${id}/`, draftAnswer).catch(notFoundAsNull) : null,
    emails: async (_parent, args, { rest }) => {
      if (!isId(args.personId)) throw badUserInput(NOT_AN_ID, 'personId');
      const { limit, offset } = pageWindow(args);
      const filter = args.filter ?? {};
      if (filter.sender && filter.receiver) throw badUserInput('Choose sender or receiver, not both.', 'filter');
      const page = await rest.get('emails/', emailPageAnswer, {
        person: args.personId,
        ordering: '-date',
        limit,
        offset,
        sender: filter.sender ? restIds([filter.sender], 'sender')![0] : undefined,
        receiver: filter.receiver ? restIds([filter.receiver], 'receiver')![0] : undefined,
        search: filter.search?.trim() || undefined,
        date_from: filter.dateFrom ?? undefined,
        date_to: filter.dateTo ?? undefined,
      });
      return { totalCount: page.count, nodes: page.results, offset };
    },
    email: (_parent, { id }, { rest }) =>
      isId(id) ? rest.get(`emails/${id}/`, emailAnswer).catch(notFoundAsNull) : null,
    emailThread: async (_parent, { conversationId, personId }, { rest }) => {
      if (personId != null && !isId(personId)) throw badUserInput(NOT_AN_ID, 'personId');
      const page = await rest.get('emails/', emailPageAnswer, {
        conversation_id: conversationId,
        person: personId ?? undefined,
        ordering: 'date',
        limit: 10_000,
      });
      return page.results;
    },
  },
  Mutation: {
    createDraft: async (_parent, { input }, { rest }) => {
      let id = 0;
      return draftWrite(
        async () => {
          const body = { to: restIds(input.to, 'to'), is_company: input.isCompany ?? false };
          id = (await rest.send('POST', 'emails/contexts/', body, draftAnswer)).id;
        },
        () => rest.get(`emails/contexts/${id}/`, draftAnswer),
      );
    },
    updateDraft: async (_parent, { input }, { rest }) => {
      if (!isId(input.id)) return { draft: null, userErrors: [{ field: 'id', message: NOT_AN_ID }] };
      const body = {
        to: restIds(input.to, 'to'),
        cc: restIds(input.cc, 'cc'),
        bcc: restIds(input.bcc, 'bcc'),
        subject: input.subject ?? undefined,
        body: input.body ?? undefined,
        // Absent: unchanged; null: cleared.
        project: input.projectId == null ? input.projectId : restIds([input.projectId], 'projectId')![0],
      };
      const result = await draftWrite(
        () => rest.send('PATCH', `emails/contexts/${input.id}/`, body, draftAnswer),
        () => rest.get(`emails/contexts/${input.id}/`, draftAnswer),
      );
      return { ...result, userErrors: result.userErrors.map(asInputField) };
    },
    forwardEmail: async (_parent, { input }, { rest }) => {
      if (!isId(input.messageId)) return { draft: null, userErrors: [{ field: 'messageId', message: NOT_AN_ID }] };
      let id = 0;
      return draftWrite(
        async () => {
          id = (await rest.send('POST', 'emails/forward_chain/', { message: Number(input.messageId) }, draftAnswer)).id;
        },
        () => rest.get(`emails/contexts/${id}/`, draftAnswer),
      );
    },
    sendDraft: async (_parent, { input }, { rest }) => {
      const failed = (userErrors: UserError[]) => ({ results: [], isSent: false, userErrors });
      if (!isId(input.id)) return failed([{ field: 'id', message: NOT_AN_ID }]);
      try {
        const draft = await rest.get(`emails/contexts/${input.id}/`, draftAnswer);
        const answer = await rest.send('POST', `emails/contexts/${input.id}/send/`, {}, sendAnswer);
        const names = new Map(draft.toPeople.map((person) => [person.id, person.fullName]));
        return {
          isSent: answer.isSent,
          userErrors: [],
          results: answer.results.map((result) => ({
            recipient: result.recipient,
            company: result.company,
            to: result.to.map((id) => ({ id, fullName: names.get(id) ?? '' })),
            status: statusOf[result.status],
            messageId: result.message === null ? null : String(result.message),
            error: result.error,
          })),
        };
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return failed([{ field: 'id', message: 'Not found.' }]);
        return failed(userErrorsOr(error));
      }
    },
  },
  Draft: {
    preview: async (draft, { first }, { rest }) => {
      const page = await rest.get(`emails/contexts/${draft.id}/preview/`, draftPreviewAnswer, {
        limit: String(Math.min(Math.max(first ?? 20, 1), 50)),
      });
      return { totalCount: page.count, messages: page.results };
    },
    sendProgress: (draft, _args, { rest }) => rest.get(`emails/contexts/${draft.id}/progress/`, sendProgressAnswer),
    toCompanyCount: (draft) =>
      new Set(draft.toPeople.flatMap((person) => (person.company?.trim() ? [person.company.trim().toLowerCase()] : [])))
        .size,
  },
  EmailConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
  Email: {
    sender: (email: EmailModel) =>
      email.senderPerson ? addressee(email.senderPerson) : email.senderAddress ? external(email.senderAddress) : null,
    to: (email) => [...email.receiverPeople.map(addressee), ...email.externalTo.map(external)],
    cc: (email) => [...email.ccPeople.map(addressee), ...email.externalCc.map(external)],
  },
};
