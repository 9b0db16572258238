import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors } from '@ft8/contract/common';
import {
  DeletedPeople,
  ExportBody,
  ImportResult,
  PeopleIdsBody,
  UpdateMultipleBody,
  UpdateMultipleQuery,
} from '@ft8/contract/contact-list-actions';
import { PersonPage } from '@ft8/contract/contact';
import { fileTooBigMessage } from '@ft8/contract/rules';
import { maxFileBytes } from '@ft8/contract/rules';
import Type from 'typebox';
import { fieldErrors, forbidden, HttpError } from '../../http-error.js';
import { csvStream, importDeclaredTooLarge } from '../../lib/csv.js';
import { importUpload } from '../../lib/multipart.js';
import { signedInPerson, isAdmin } from '../../plugins/auth.js';
import { accountsAmong, adminsAmong, deletePeople, existingIds } from './list-actions.js';
import { accountEmailsRefusal, normaliseEmails } from './person-write.js';
import { exportFileName, exportRows } from './export.js';
import { importCsv, ImportHeaderError } from './csv-import.js';
import { bulkErrors, bulkLookupErrors, updatePeople } from './bulk-edit.js';

/** A CSV upload may be large (50,000 lines is a few MB); it is parsed as it streams in, never held whole. */
const importLimitBytes = maxFileBytes;

/**
 * The contacts list's actions (spec part 1, sections 2, 5, 6, 7): `DELETE people/multiple/` (admins),
 * `POST people/exportAll/`, `POST people/importCsv/`, `PATCH people/update_multiple/?items=` (staff; only admins
 * may touch admins).
 */
export const peopleListActionsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart, { limits: { fileSize: importLimitBytes, files: 1 } });
  const { contact: people } = fastify.repos;

  fastify.delete(
    '/multiple/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Delete several contacts (admins only); they go to Deleted Contacts',
        tags: ['people'],
        body: PeopleIdsBody,
        response: { 200: DeletedPeople, 400: FieldErrors },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      if (!isAdmin(me)) throw forbidden();
      if (request.body.ids.includes(me.id)) throw fieldErrors({ ids: ['You cannot delete your own record.'] });
      return { deleted: await deletePeople(fastify.db, [...new Set(request.body.ids)], me.id) };
    },
  );

  fastify.post(
    '/exportAll/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Contacts as CSV: the selected ids, or all',
        tags: ['people'],
        body: ExportBody,
        response: { 200: Type.String({ description: 'text/csv; file name ft8-contactsYYYYMMDD.csv' }) },
      },
    },
    async (request, reply) => {
      const csv = csvStream(exportRows(fastify.db, request.body.people));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .send(csv as unknown as string); // a stream: the 200 schema only documents it
    },
  );

  fastify.post(
    '/importCsv/',
    {
      config: { access: 'staff' },
      schema: {
        summary:
          'Import contacts from a CSV (multipart field `file`): header mapped by column name, each line checked like a create',
        tags: ['people'],
        consumes: ['multipart/form-data'],
        response: { 200: ImportResult, 400: FieldErrors, 413: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      if (!request.isMultipart()) throw fieldErrors({ file: ['No file was submitted.'] });
      const upload = await importUpload(request);
      if (!upload) throw fieldErrors({ file: ['No file was submitted.'] });
      const { part: file } = upload;
      if (importDeclaredTooLarge(request.headers))
        throw new HttpError(413, { detail: fileTooBigMessage(file.filename) });
      try {
        const outcome = await importCsv(fastify.db, upload.bytes, {
          id: me.id,
          isAdmin: isAdmin(me),
          fileName: file.filename,
        });
        if (file.file.truncated) throw new HttpError(413, { detail: fileTooBigMessage(file.filename) });
        return outcome;
      } catch (error) {
        if (error instanceof ImportHeaderError) throw fieldErrors({ file: [error.message] });
        if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_'))
          throw fieldErrors({ file: [`The file is not a valid CSV: ${error.message}`] });
        throw error;
      }
    },
  );

  fastify.patch(
    '/update_multiple/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Bulk edit: the same changes to several contacts in one transaction; `is_deleted: false` reactivates',
        tags: ['people'],
        querystring: UpdateMultipleQuery,
        body: UpdateMultipleBody,
        response: { 200: Type.Array(PersonPage.properties.results.items), 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const me = signedInPerson(request);
      const callerIsAdmin = isAdmin(me);
      const ids = [...new Set(request.query.items.split(',').map((item) => Number(item.trim())))];
      const found = await existingIds(fastify.db, ids);
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw fieldErrors({ items: [`No contacts with the ids ${missing.join(', ')}.`] });
      // Managing admins (section 6): admins always; full-access users only when no selected contact is an admin.
      if (!callerIsAdmin && (await adminsAmong(fastify.db, ids)).length > 0) throw forbidden();
      // Deleting and reactivating are Contact Management's (admins), as `DELETE people/multiple/` is.
      if (!callerIsAdmin && request.body.is_deleted !== undefined) throw forbidden();
      // As on one contact's edit (edit-routes.ts): an account's emails sign in, so only admins add to them.
      if (
        !callerIsAdmin &&
        normaliseEmails(request.body.emails).length > 0 &&
        (await accountsAmong(fastify.db, ids)).length > 0
      )
        throw fieldErrors({ emails: [accountEmailsRefusal] });
      const errors = {
        ...bulkErrors(request.body, callerIsAdmin),
        ...(await bulkLookupErrors(fastify.db, request.body)),
      };
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const { merged } = await updatePeople(fastify.db, ids, request.body, me.id);
      if (merged.length)
        throw fieldErrors({
          items: merged.map(({ name, survivor }) =>
            request.body.is_deleted === false
              ? `${name} was merged into ${survivor}: undo the merge on ${survivor}'s page to bring them back.`
              : `${name} was merged into ${survivor}: make the changes on ${survivor}.`,
          ),
        });
      return people.findByIds(ids);
    },
  );
};
