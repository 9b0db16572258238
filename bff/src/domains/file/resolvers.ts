import type { Resolvers } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { userErrorsOr } from '../../rest/errors.js';

/** Where the browser downloads a file: the bff's streaming route (`http/file-transfer.ts`), with the session cookie. */
export const downloadPath = (id: number) => `/files/${id}`;

const MISSING_USER = 'User No Longer Exists';

export const fileResolvers: Resolvers = {
  Person: {
    files: async (person, _args, { loaders }) => (await loaders.file.byPerson.load(person.id)) ?? [],
  },
  PersonFile: {
    // The api's `document` is its own URL, which the browser cannot call (it holds no REST token).
    document: (file) => downloadPath(file.id),
    user: async (file, _args, { loaders }) => {
      if (file.user === null) return null;
      const person = await loaders.contact.byId.load(file.user);
      return { id: file.user, fullName: person?.fullName ?? MISSING_USER };
    },
  },
  Mutation: {
    deleteFile: async (_parent, { input }, { rest }) => {
      try {
        await restDelete(rest, `people/files/${encodeURIComponent(input.id)}/`);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
  },
};
