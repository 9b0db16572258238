import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { Person } from '@ft8/contract/contact';
import {
  IdsBody,
  IgnoreBody,
  ImportedDuplicate,
  ImportedDuplicates,
  MergeFromPeoplePayload,
  MergePayload,
  PeopleIdsQuery,
  PersonIdQuery,
  PersonMerges,
  PossibleDuplicates,
  PossibleDuplicatesQuery,
} from '@ft8/contract/contact-management';
import Type from 'typebox';
import { fieldErrors, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { createFileStorage } from '../file/storage.js';

const byId = '/:id(^\\d+)/';
const idsOf = (list: string) =>
  [...new Set(list.split(',').map((part) => Number(part.trim())))].filter((id) => Number.isInteger(id) && id > 0);
const tags = ['contact management'];

/** Contact Management (spec section 7 "Duplicates and external contacts"; admins only) under /api/people. */
export const contactManagementRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.repos.contactManagement;
  // A contact deleted for good takes its files with it: their rows by cascade, their bytes from here.
  const storage = createFileStorage(fastify.config);

  fastify.get(
    '/import-duplicates/',
    {
      config: { access: 'admin' },
      schema: { summary: 'Imported duplicates, newest first', tags, response: { 200: ImportedDuplicates } },
    },
    () => repo.importedDuplicates(),
  );

  fastify.get(
    `/import-duplicates${byId}`,
    {
      config: { access: 'admin' },
      schema: {
        summary: 'One imported duplicate',
        tags,
        params: IdParams,
        response: { 200: ImportedDuplicate, 404: Detail },
      },
    },
    async (request) => (await repo.importedDuplicate(request.params.id)) ?? Promise.reject(notFound()),
  );

  fastify.delete(
    '/import-duplicates/delete_multiple/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Dismiss imported duplicates',
        tags,
        body: IdsBody,
        response: { 204: Type.Null(), 400: FieldErrors },
      },
    },
    async (request, reply) => {
      await repo.deleteImportedDuplicates(request.body.ids);
      return reply.code(204).send(null);
    },
  );

  fastify.patch(
    `/import-duplicates${byId}merge_to_person/`,
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Merge an imported duplicate into its contact: the chosen fields are saved on the contact',
        tags,
        params: IdParams,
        querystring: PersonIdQuery,
        body: MergePayload,
        response: { 200: Person, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const { person } = request.query;
      const row = await repo.importedDuplicate(request.params.id);
      if (!row) throw notFound();
      if (row.duplicate_of !== person) throw fieldErrors({ person: ['This is not the contact the line duplicates.'] });
      if (!(await repo.mergeImportedDuplicate(request.params.id, person, request.body, signedInPerson(request).id)))
        throw notFound();
      return (await repo.people([person]))[0]!;
    },
  );

  fastify.get(
    '/existing-duplicates-v2/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Possible duplicates found by the server',
        tags,
        querystring: PossibleDuplicatesQuery,
        response: { 200: PossibleDuplicates, 400: FieldErrors },
      },
    },
    (request) => repo.possibleDuplicates(request.query.ids === undefined ? undefined : idsOf(request.query.ids)),
  );

  fastify.post(
    '/existing-duplicates/ignore/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Flag contacts as not duplicates (or unflag them)',
        tags,
        querystring: PeopleIdsQuery,
        body: IgnoreBody,
        response: { 204: Type.Null(), 400: FieldErrors },
      },
    },
    async (request, reply) => {
      await repo.ignore(idsOf(request.query.people), request.body.ignored_as_duplicate);
      return reply.code(204).send(null);
    },
  );

  fastify.patch(
    `/existing-duplicates${byId}merge_from_people/`,
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Merge contacts into contact {id} in one transaction: their notes and other rows move to it, they are soft-deleted',
        tags,
        params: IdParams,
        querystring: PeopleIdsQuery,
        body: MergeFromPeoplePayload,
        response: { 200: Person, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const survivor = request.params.id;
      const merged = idsOf(request.query.people).filter((id) => id !== survivor);
      if (merged.length === 0) throw fieldErrors({ people: ['Select at least one other contact to merge.'] });
      const current = await repo.currentIds([survivor, ...merged]);
      if (!current.has(survivor)) throw notFound();
      const missing = merged.filter((id) => !current.has(id));
      if (missing.length)
        throw fieldErrors({ people: [`These contacts do not exist or are deleted: ${missing.join(', ')}.`] });
      const cp = request.body.capital_provider;
      if (cp !== undefined && cp !== null && cp !== survivor && !merged.includes(cp)) {
        throw fieldErrors({ capital_provider: ['Choose a contact of this merge.'] });
      }
      // Checked again under the contacts' locks: another merge may have taken one of them meanwhile.
      const { missing: gone } = await repo.mergeFromPeople(survivor, merged, request.body, signedInPerson(request).id);
      if (gone.includes(survivor)) throw notFound();
      if (gone.length)
        throw fieldErrors({ people: [`These contacts do not exist or are deleted: ${gone.join(', ')}.`] });
      return (await repo.people([survivor]))[0]!;
    },
  );

  // Extension: undo a merge for 30 days.
  fastify.get(
    `${byId}merges/`,
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Extension: the merges into this contact that can still be undone, newest first',
        tags,
        params: IdParams,
        response: { 200: PersonMerges },
      },
    },
    (request) => repo.undoableMerges(request.params.id),
  );

  fastify.post(
    `/merges${byId}undo/`,
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Extension: undo a merge (within 30 days, the latest into its contact): the merged contacts and what moved come back',
        tags,
        params: IdParams,
        response: { 200: Person, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const result = await repo.undo(request.params.id, signedInPerson(request).id);
      if (result === 'not-found') throw notFound();
      if (result === 'not-latest')
        throw fieldErrors({ non_field_errors: ['Undo the later merges into this contact first.'] });
      if (result === 'merged-gone')
        throw fieldErrors({
          non_field_errors: ['A merged contact was deleted permanently since: this merge cannot be undone.'],
        });
      if (result === 'survivor-deleted')
        throw fieldErrors({ non_field_errors: ['Reactivate this contact before undoing its merges.'] });
      if (result === 'survivor-edited')
        throw fieldErrors({
          non_field_errors: [
            'This contact was changed after the merge: undoing it would lose those changes, so it cannot be undone.',
          ],
        });
      return (await repo.people([result]))[0]!;
    },
  );

  fastify.delete(
    '/permanently_delete_multiple/',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Delete deleted contacts for good, with their files; 400 while rows of other records name one (a project's client or team, a provider relation, a task's assignee, a draft's recipient: the columns commented 'keeps the contact')",
        tags,
        body: IdsBody,
        response: { 204: Type.Null(), 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const deleted = await repo.permanentlyDelete(request.body.ids, signedInPerson(request).id);
      if (!Array.isArray(deleted)) throw fieldErrors({ ids: deleted.kept });
      await storage.discard(deleted, request.log);
      return reply.code(204).send(null);
    },
  );
};
