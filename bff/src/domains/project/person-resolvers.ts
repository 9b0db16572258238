import type { Context } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { perKeyLoader } from '../../rest/loader.js';
import { taskPageAnswer } from '../task/answers.js';
import { projectPageAnswer } from './answers.js';

// A contact's projects and tasks (the contact screen's Projects and Tasks cards): `GET projects/?member=` and
// `GET tasks/?assignees=`, all of them (limit 10000, the REST maximum), one call per contact per operation.

function createPersonLoaders(rest: Context['rest']) {
  return {
    projects: perKeyLoader(
      async (personId: number) =>
        (await rest.get('projects/', projectPageAnswer, { member: personId, ordering: 'name', limit: 10_000 })).results,
    ),
    tasks: perKeyLoader(
      async (personId: number) =>
        (await rest.get('tasks/', taskPageAnswer, { assignees: personId, ordering: 'due_date', limit: 10_000 }))
          .results,
    ),
  };
}

/** Per operation, beside the domain's own loaders (the context lives as long as the operation). */
const loadersByContext = new WeakMap<Context, ReturnType<typeof createPersonLoaders>>();
function personLoaders(context: Context) {
  let loaders = loadersByContext.get(context);
  if (!loaders) loadersByContext.set(context, (loaders = createPersonLoaders(context.rest)));
  return loaders;
}

export const projectPersonResolvers: Resolvers = {
  Person: {
    projects: (person, _args, context) => personLoaders(context).projects.load(person.id),
    tasks: (person, _args, context) => personLoaders(context).tasks.load(person.id),
  },
};
