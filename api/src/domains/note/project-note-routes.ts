import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { NotePatch, ProjectNote, ProjectNoteCreate } from '@ft8/contract/note';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import Type from 'typebox';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { boardAccess } from '../project/access.js';
import { noteChanges } from './note-changes.js';

/**
 * Notes on a project (spec part 2 section 7, Notes): added by the people of its board (staff, owners, members),
 * changed or deleted by their writer or with full access.
 */
export const projectNoteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const notes = fastify.repos.note.projects;

  fastify.post(
    '/projects/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Add a note to a project',
        tags: ['notes'],
        body: ProjectNoteCreate,
        response: { 201: ProjectNote, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { text, project, created_at } = request.body;
      if (!(await notes.projectExists(project)))
        throw fieldErrors({ project: [`Invalid pk "${project}" - object does not exist.`] });
      const me = signedInPerson(request);
      if (!(await boardAccess(request, me, project)).board) throw forbidden();
      if (isBlank(text)) throw fieldErrors({ text: [blankMessage] });
      return reply.code(201).send(await notes.create({ text, project, created_at, creator: me.id }));
    },
  );

  /** The note in the path, when the caller wrote it or has full access on its project. */
  async function ownNote(request: Parameters<typeof signedInPerson>[0], id: number) {
    const note = await notes.find(id);
    if (!note) throw notFound();
    const me = signedInPerson(request);
    if (note.creatorId !== me.id && !(await boardAccess(request, me, note.project)).full) throw forbidden();
    return note;
  }

  fastify.patch(
    '/projects/:id(^\\d+)/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Change a note on a project',
        tags: ['notes'],
        params: IdParams,
        body: NotePatch,
        response: { 200: ProjectNote, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const note = await ownNote(request, request.params.id);
      return notes.update(note.id, noteChanges(request.body));
    },
  );

  fastify.delete(
    '/projects/:id(^\\d+)/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Delete a note on a project',
        tags: ['notes'],
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const note = await ownNote(request, request.params.id);
      await notes.remove(note.id);
      return reply.code(204).send(null);
    },
  );
};
