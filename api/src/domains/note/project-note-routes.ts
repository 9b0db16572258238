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
      // The client's created_at (the spec lists it) is ignored: the server dates a note, or it could be backdated.
      const { text, project } = request.body;
      if (!(await notes.projectExists(project)))
        throw fieldErrors({ project: [`Invalid pk "${project}" - object does not exist.`] });
      const me = signedInPerson(request);
      if (!(await boardAccess(request, me, project)).board) throw forbidden();
      if (isBlank(text)) throw fieldErrors({ text: [blankMessage] });
      return reply.code(201).send(await notes.create({ text, project, creator: me.id }));
    },
  );

  /**
   * The note in the path, when the caller has full access on its project, or wrote it and may still write notes there
   * (board access): one removed from the team, or now only following it as a client, no longer controls it.
   */
  async function ownNote(request: Parameters<typeof signedInPerson>[0], id: number) {
    const note = await notes.find(id);
    if (!note) throw notFound();
    const me = signedInPerson(request);
    const access = await boardAccess(request, me, note.project);
    if (!access.full && !(note.creatorId === me.id && access.board)) throw forbidden();
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
