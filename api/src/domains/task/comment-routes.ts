import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Detail, FieldErrors, IdParams } from '@ft8/contract/common';
import { blankMessage, isBlank } from '@ft8/contract/rules';
import { Comment, CommentCreate, CommentPatch, Comments, CommentsQuery } from '@ft8/contract/task';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { fieldErrors, forbidden, notFound } from '../../http-error.js';
import { signedInPerson } from '../../plugins/auth.js';
import { doesNotExist } from '../../lib/people.js';
import { taskFor } from './task-access.js';

const byId = '/:id(^\\d+)/';
const tags = ['tasks'];

// Comments (spec part 2 section 7, Tasks): whoever sees the task reads and adds them; only a comment's creator edits or
// deletes it, while they see it.
export const commentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { task: tasks } = fastify.repos;

  fastify.get(
    '/comments/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: "A task's comments, oldest first",
        tags,
        querystring: CommentsQuery,
        response: { 200: Comments, 404: Detail },
      },
    },
    async (request) => {
      await taskFor(request, request.query.task);
      return { results: await tasks.comments(request.query.task) };
    },
  );

  fastify.post(
    '/comments/',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Comment on a task',
        tags,
        body: CommentCreate,
        response: { 201: Comment, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      const { text, task } = request.body;
      if (!(await tasks.facts(task))) throw fieldErrors({ task: [doesNotExist(task)] });
      const { me } = await taskFor(request, task);
      if (isBlank(text)) throw fieldErrors({ text: [blankMessage] });
      const id = await tasks.addComment(task, text, me.id);
      return reply.code(201).send((await tasks.comments(task, id))[0]!);
    },
  );

  /** The caller's own comment, on a task they still see: one removed from the project's team no longer controls it. */
  async function ownComment(request: FastifyRequest, id: number) {
    const comment = await tasks.comment(id);
    if (!comment) throw notFound();
    if (comment.creator_id !== signedInPerson(request).id) throw forbidden();
    await taskFor(request, comment.task_id);
    return comment;
  }

  fastify.patch(
    `/comments${byId}`,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Change your comment',
        tags,
        params: IdParams,
        body: CommentPatch,
        response: { 200: Comment, 400: FieldErrors, 404: Detail },
      },
    },
    async (request) => {
      const comment = await ownComment(request, request.params.id);
      if (isBlank(request.body.text)) throw fieldErrors({ text: [blankMessage] });
      await tasks.editComment(comment.id, request.body.text);
      return (await tasks.comments(comment.task_id, comment.id))[0]!;
    },
  );

  fastify.delete(
    `/comments${byId}`,
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Delete your comment',
        tags,
        params: IdParams,
        response: { 204: Type.Null(), 404: Detail },
      },
    },
    async (request, reply) => {
      const comment = await ownComment(request, request.params.id);
      await tasks.deleteComment(comment.id);
      return reply.code(204).send(null);
    },
  );
};
