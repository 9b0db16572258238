import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { PersonDetail } from '@ft8/contract/contact';
import { InviteBody, PersonWrite, PersonWriteAnswer } from '@ft8/contract/contact-edit';
import { fieldErrors, forbidden, HttpError, notFound } from '../../http-error.js';
import { profileTypes } from '@ft8/contract/rules';
import { isStaff, signedInPerson, isAdmin } from '../../plugins/auth.js';
import { sendInviteLink } from './invite-mail.js';
import {
  accountEmailsRefusal,
  conflictMessage,
  normaliseEmails,
  normalisePhones,
  ownPreferenceFields,
  personRuleErrors,
  unknownFieldErrors,
  type Errors,
  type PersonWriteBody,
} from './person-write.js';
import { createPersonWriteRepository } from './write-repository.js';

const byId = '/:id(^\\d+)/';
const refused = (detail: string) => new HttpError(403, { detail });
const hasErrors = (errors: Errors) => Object.keys(errors).length > 0;
const maxPreferenceBytes = 64 * 1024;
const maxSignatureLength = 100_000;

/** Whether the body gives an address the person does not have yet (removing or relabelling one opens nothing). */
const addsEmail = (current: { email: string }[], body: PersonWriteBody) => {
  const known = new Set(current.map((entry) => entry.email));
  return normaliseEmails(body.emails).some((entry) => !known.has(entry.email));
};

/**
 * Creating, editing, deleting, inviting and revoking contacts (spec sections 4-6). A work email that belongs to
 * another contact is a 400 naming that contact: `{"emails": ["This work email address is already being used by:
 * {name}"], "conflicting_person": ["{id}"]}` (see api/README.md).
 */
export const contactEditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { contact: people } = fastify.repos;
  const writes = createPersonWriteRepository(fastify.db);

  /** Every section 5 rule on a create or update; throws the 400 with all the field errors at once. */
  async function checkWrite(
    request: FastifyRequest,
    body: PersonWriteBody,
    existing?: {
      id: number;
      profile_type: number;
      client_class: number | null;
      emails: { email: string; label: string }[];
      phones: { number: string; label: string }[];
    },
    full = false,
  ) {
    const caller = signedInPerson(request);
    const changed = new Set(Object.keys(body).filter((field) => body[field as keyof PersonWriteBody] !== undefined));
    const emails = body.emails !== undefined ? normaliseEmails(body.emails) : (existing?.emails ?? []);
    const merged = {
      ...existing,
      ...body,
      emails,
      phones: body.phones !== undefined ? normalisePhones(body.phones) : (existing?.phones ?? []),
    };
    const errors: Errors = {
      ...unknownFieldErrors(body),
      ...(await writes.lookupErrors(body)),
    };
    for (const [field, messages] of Object.entries(
      personRuleErrors(merged, changed, {
        creating: !existing || full,
        callerIsAdmin: isAdmin(caller),
      }),
    )) {
      (errors[field] ??= []).push(...messages);
    }
    if (!errors.emails && changed.has('emails')) {
      const owner = await writes.workEmailOwner(emails, existing?.id);
      if (owner)
        Object.assign(errors, { emails: [conflictMessage(owner.full_name)], conflicting_person: [String(owner.id)] });
    }
    if (hasErrors(errors)) throw fieldErrors(errors);
  }

  /**
   * Preferences merge key by key into the stored ones, and the stored ones are read on every sign-in and page: each
   * object, merged, holds at most 64 KB of JSON, and a signature 100,000 characters (anyone could grow their own
   * without end before, 7 MB in a few requests).
   */
  async function checkPreferences(id: number, body: PersonWriteBody) {
    const errors: Errors = {};
    if (body.signature && body.signature.length > maxSignatureLength)
      errors.signature = [`Ensure this field has no more than ${maxSignatureLength} characters.`];
    const prefs = (['table_column_prefs', 'sorting_prefs'] as const).filter((field) => body[field] !== undefined);
    const stored = prefs.length > 0 ? await people.findCurrentUser(id) : undefined;
    for (const field of prefs) {
      const merged = JSON.stringify({ ...stored?.[field], ...body[field] });
      if (Buffer.byteLength(merged) > maxPreferenceBytes)
        errors[field] = [`These preferences are too large: at most ${maxPreferenceBytes / 1024} KB in all.`];
    }
    if (hasErrors(errors)) throw fieldErrors(errors);
  }

  /** Who may change contact `id`: staff, except that only admins touch an admin; anyone their own preferences. */
  async function editable(request: FastifyRequest, id: number, body: PersonWriteBody) {
    const caller = signedInPerson(request);
    const existing = await writes.currentValues(id);
    if (!existing || existing.is_deleted) throw notFound();
    // Preferences and signature are their owner's alone, whoever asks.
    if (id !== caller.id && Object.keys(body).some((field) => ownPreferenceFields.has(field))) throw forbidden();
    if (!isStaff(caller)) {
      if (id !== caller.id) throw forbidden();
      const others = Object.keys(body).filter((field) => !ownPreferenceFields.has(field));
      if (others.length > 0)
        throw fieldErrors(Object.fromEntries(others.map((field) => [field, ['This field cannot be changed here.']])));
    } else if (existing.profile_type === profileTypes.admin && !isAdmin(caller) && id !== caller.id) {
      throw refused("You don't have permissions to edit Admins.");
    } else if (existing.can_sign_in && !isAdmin(caller) && id !== caller.id && addsEmail(existing.emails, body)) {
      // Every email of an account signs in and receives its reset links: a user who could add one could take the
      // account over (add an address of their own, then ask for a reset link there).
      throw fieldErrors({ emails: [accountEmailsRefusal] });
    }
    return existing;
  }

  const answerFor = async (request: FastifyRequest, id: number) => {
    if (id === signedInPerson(request).id) return (await people.findCurrentUser(id))!;
    return { ...(await people.findById(id))!, notes: await people.findNotes(id) };
  };

  fastify.post(
    '/',
    {
      prefixTrailingSlash: 'slash',
      config: { access: 'staff' },
      schema: {
        summary: 'Create a contact',
        tags: ['people'],
        body: PersonWrite,
        response: { 201: PersonDetail, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const prefs = Object.keys(body).filter((field) => ownPreferenceFields.has(field));
      if (prefs.length > 0)
        throw fieldErrors(Object.fromEntries(prefs.map((field) => [field, ['This field cannot be changed here.']])));
      await checkWrite(request, body);
      const id = await writes.create(body, signedInPerson(request).id);
      return reply.code(201).send({ ...(await people.findById(id))!, notes: [] });
    },
  );

  for (const method of ['patch', 'put'] as const) {
    fastify[method](
      byId,
      {
        config: { access: 'staffOrSelf' },
        schema: {
          summary:
            method === 'patch'
              ? 'Update a contact: only the changed fields (your own record: also your preferences and signature)'
              : 'Update a contact: the required fields must all be given',
          tags: ['people'],
          params: IdParams,
          body: PersonWrite,
          response: { 200: PersonWriteAnswer, 400: FieldErrors, 404: Detail },
        },
      },
      async (request) => {
        const { id } = request.params;
        const existing = await editable(request, id, request.body);
        await checkPreferences(id, request.body);
        if (isStaff(signedInPerson(request))) await checkWrite(request, request.body, existing, method === 'put');
        if (!(await writes.update(id, request.body, signedInPerson(request).id))) throw notFound();
        return answerFor(request, id);
      },
    );
  }

  fastify.delete(
    byId,
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Delete a contact (admins; soft: it can be reactivated)',
        tags: ['people'],
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const caller = signedInPerson(request);
      if (!isAdmin(caller)) throw forbidden();
      if (request.params.id === caller.id) throw refused('You cannot delete your own record.');
      const existing = await writes.currentValues(request.params.id);
      if (!existing || existing.is_deleted) throw notFound();
      await writes.softDelete(request.params.id, caller.id);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    `${byId}invite/`,
    {
      config: { access: 'staff' },
      // The body is optional: no body is an invite with the stored profile type.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary:
          'Invite a contact (sets Pending and emails a 7-day link); again while Pending resends it (admins only)',
        tags: ['people'],
        params: IdParams,
        body: InviteBody,
        response: { 200: PersonDetail, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const caller = signedInPerson(request);
      const { id } = request.params;
      const person = await people.findById(id);
      if (!person || person.is_deleted) throw notFound();
      if (person.profile_type === profileTypes.admin && !isAdmin(caller))
        throw refused("You don't have permissions to edit Admins.");
      if (person.invite_status === 2)
        throw fieldErrors({ invite_status: ['This contact has already accepted an invite.'] });
      if (person.invite_status === 1 && !isAdmin(caller)) throw refused('Only admins can resend an invite.');
      const email = person.emails[0]?.email;
      if (!email) throw fieldErrors({ emails: ['The contact needs an email address to be invited.'] });
      const profileType = request.body.profile_type;
      await writes.markInvited(id, caller.id, profileType);
      await sendInviteLink(fastify, person, email);
      return { ...(await people.findById(id))!, notes: await people.findNotes(id) };
    },
  );

  fastify.delete(
    `${byId}revoke/`,
    {
      config: { access: 'staff' },
      schema: {
        summary:
          "Revoke a contact's invite or access: back to NotSent; their links, password and sessions stop working",
        tags: ['people'],
        params: IdParams,
        response: { 200: PersonDetail, 404: Detail },
      },
    },
    async (request) => {
      const caller = signedInPerson(request);
      const { id } = request.params;
      if (id === caller.id) throw refused('You cannot revoke your own record.');
      const person = await people.findById(id);
      if (!person || person.is_deleted) throw notFound();
      if (person.profile_type === profileTypes.admin && !isAdmin(caller))
        throw refused("You don't have permissions to edit Admins.");
      await writes.revoke(id, caller.id);
      return { ...(await people.findById(id))!, notes: await people.findNotes(id) };
    },
  );
};
