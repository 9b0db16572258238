import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { RestError, userErrorsOr } from '../../rest/errors.js';
import { personRef } from '../contact/person-ref.js';
import { downloadPath, fileRoutes, type FileOwner } from './routes.js';

/**
 * Who uploaded a file, by name; a deleted contact reads 'User No Longer Exists'. For those who may not read contacts
 * (a client or a guest on a project or a task) null, unless they uploaded it themselves: the file is theirs to see,
 * its uploader's record is not, but their own uploads are theirs to delete.
 */
async function uploader(userId: number | null, { loaders }: Context) {
  if (userId === null) return null;
  try {
    return await personRef(userId, (id) => loaders.contact.byId.load(id));
  } catch (error) {
    if (!(error instanceof RestError && error.status === 403)) throw error;
    const me = await loaders.auth.me.load('all').catch(() => null);
    return me?.id === userId ? { id: userId, fullName: me.fullName } : null;
  }
}

/** `DELETE <rest>/files/{id}/`: a REST 400 is a `userErrors` entry, anything else a GraphQL error. */
async function deleteFile(context: Context, owner: FileOwner, id: string) {
  try {
    await restDelete(context.rest, `${fileRoutes[owner].rest}/files/${encodeURIComponent(id)}/`);
    return { deletedId: id, userErrors: [] };
  } catch (error) {
    return { deletedId: null, userErrors: userErrorsOr(error) };
  }
}

export const fileResolvers: Resolvers = {
  Person: {
    files: async (person, _args, { loaders }) => (await loaders.file.byPerson.load(person.id)) ?? [],
  },
  Project: {
    files: async (project, _args, { loaders }) => (await loaders.file.byProject.load(project.id)) ?? [],
  },
  Task: {
    files: async (task, _args, { loaders }) => (await loaders.file.byTask.load(task.id)) ?? [],
  },
  PersonFile: {
    // The api's `document` is its own URL, which the browser cannot call (it holds no REST token).
    document: (file) => downloadPath('people', file.id),
    user: (file, _args, context) => uploader(file.user, context),
  },
  // A project's and a task's files come with their uploader's name (`user_details`), which every member may see.
  ProjectFile: {
    document: (file) => downloadPath('projects', file.id),
    user: (file) => file.userDetails,
  },
  TaskFile: {
    document: (file) => downloadPath('tasks', file.id),
    user: (file) => file.userDetails,
  },
  Draft: {
    files: async (draft, _args, { loaders }) => (await loaders.file.byDraft.load(draft.id)) ?? [],
  },
  DraftFile: {
    document: (file) => downloadPath('drafts', file.id),
  },
  Template: {
    files: async (template, _args, { loaders }) => (await loaders.file.byTemplate.load(template.id)) ?? [],
  },
  TemplateFile: {
    document: (file) => downloadPath('templates', file.id),
  },
  Mutation: {
    deleteFile: (_parent, { input }, context) => deleteFile(context, 'people', input.id),
    deleteProjectFile: (_parent, { input }, context) => deleteFile(context, 'projects', input.id),
    deleteTaskFile: (_parent, { input }, context) => deleteFile(context, 'tasks', input.id),
    deleteDraftFile: (_parent, { input }, context) => deleteFile(context, 'drafts', input.id),
    deleteTemplateFile: (_parent, { input }, context) => deleteFile(context, 'templates', input.id),
  },
};
