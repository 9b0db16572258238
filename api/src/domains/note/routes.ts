import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import Type from 'typebox';
import { NoteCreate, NotePatch, PersonNote } from '@ft8/contract/note';
import { fieldErrors, notFound } from '../../http-error.js';
import { doesNotExist } from '../../lib/people.js';
import { signedInPerson } from '../../plugins/auth.js';
import { noteChanges } from './note-changes.js';
import { projectNoteRoutes } from './project-note-routes.js';

// Spec part 1 section 7: `POST notes/people/`, `PATCH/DELETE notes/{kind}/{id}/`; the `projects` kind lives in
// project-note-routes.ts. Notes on contacts are for staff: section 6 gives clients and guests no access to contacts.
export const noteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { note: notes } = fastify.repos;
  await fastify.register(projectNoteRoutes);

  fastify.post(
    '/people/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Add a note to a contact',
        tags: ['notes'],
        body: NoteCreate,
        response: { 201: PersonNote, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      // The client's created_at (the spec lists it) is ignored: the server dates a note, or it could be backdated.
      const { text, person } = request.body;
      if (isBlank(text)) throw fieldErrors({ text: [blankMessage] });
      const note = await notes.create({ text, person, creator: signedInPerson(request).id });
      if (!note) throw fieldErrors({ person: [doesNotExist(person)] });
      return reply.code(201).send(note);
    },
  );

  fastify.patch(
    '/people/:id(^\\d+)/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Change a note',
        tags: ['notes'],
        params: IdParams,
        body: NotePatch,
        response: { 200: PersonNote, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const note = await notes.update(request.params.id, noteChanges(request.body));
      if (!note) throw notFound();
      return note;
    },
  );

  fastify.delete(
    '/people/:id(^\\d+)/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Delete a note',
        tags: ['notes'],
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      if (!(await notes.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
