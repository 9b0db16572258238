import { blankMessage, isBlank } from '@ft8/contract/rules';
import type { Resolvers } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { userErrorsOr } from '../../rest/errors.js';
import { commentAnswer } from './answers.js';

// REST `GET/POST tasks/comments/`, `PATCH/DELETE tasks/comments/{id}/` (spec part 2 section 7). A REST 400 becomes
// `userErrors` with the api's per-field messages (`task` is `taskId` here); anything else is a GraphQL error.
const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const notAnId = (field: string) => ({ field, message: 'A valid integer is required.' });
const commentPath = (id: string) => `tasks/comments/${encodeURIComponent(id)}/`;

const asInputFields = (errors: { field: string | null; message: string }[]) =>
  errors.map((error) => (error.field === 'task' ? { ...error, field: 'taskId' } : error));

export const commentResolvers: Resolvers = {
  Task: {
    comments: (task, _args, { loaders }) => loaders.task.comments.load(task.id),
  },
  Comment: {
    creator: (comment) => comment.creatorDetails,
  },
  Mutation: {
    addComment: async (_parent, { input }, { rest }) => {
      if (!isId(input.taskId)) return { comment: null, userErrors: [notAnId('taskId')] };
      if (isBlank(input.text)) return { comment: null, userErrors: [{ field: 'text', message: blankMessage }] };
      try {
        const comment = await rest.send(
          'POST',
          'tasks/comments/',
          { text: input.text, task: Number(input.taskId) },
          commentAnswer,
        );
        return { comment, userErrors: [] };
      } catch (error) {
        return { comment: null, userErrors: asInputFields(userErrorsOr(error)) };
      }
    },
    updateComment: async (_parent, { input }, { rest }) => {
      if (!isId(input.id)) return { comment: null, userErrors: [notAnId('id')] };
      if (isBlank(input.text)) return { comment: null, userErrors: [{ field: 'text', message: blankMessage }] };
      try {
        const comment = await rest.send('PATCH', commentPath(input.id), { text: input.text }, commentAnswer);
        return { comment, userErrors: [] };
      } catch (error) {
        return { comment: null, userErrors: userErrorsOr(error) };
      }
    },
    deleteComment: async (_parent, { input }, { rest }) => {
      if (!isId(input.id)) return { deletedId: null, userErrors: [notAnId('id')] };
      try {
        await restDelete(rest, commentPath(input.id));
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
  },
};
