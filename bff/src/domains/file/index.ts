import { defineDomain } from '../../domain.js';
import { registerFileTransfer } from './file-transfer.js';
import { createFileLoaders } from './loaders.js';
import { fileResolvers } from './resolvers.js';

declare module '../../context.js' {
  interface Loaders {
    file: ReturnType<typeof createFileLoaders>;
  }
}

/**
 * Files on contacts, projects, tasks, drafts and templates (`routes.ts`): REST `<owner>/{id}/files/`, GraphQL
 * `Person.files` and `deleteFile`, `Project.files` and `deleteProjectFile`, and so on. The bytes go through
 * the domain's own HTTP routes (`file-transfer.ts`, streamed), not GraphQL.
 */
export const file = defineDomain({
  name: 'file',
  resolvers: [fileResolvers],
  loaders: (rest) => createFileLoaders(rest),
  http: registerFileTransfer,
});
