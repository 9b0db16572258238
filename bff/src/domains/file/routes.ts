/** The records that have files, by their REST prefix. */
export type FileOwner = 'people' | 'projects' | 'tasks' | 'drafts' | 'templates';

/**
 * Where each owner's files live: the REST prefix (`<rest>/{id}/files/`, `<rest>/files/{id}/download/`, `DELETE
 * <rest>/files/{id}/`) and the bff's own paths the browser uses (`file-transfer.ts`): upload `POST
 * /files/<owner>/{ownerId}`, download `<downloads>{id}`. A contact's files keep their first path, `/files/{id}`.
 */
export const fileRoutes: Record<FileOwner, { rest: string; downloads: string; upload?: string }> = {
  people: { rest: 'people', downloads: '/files/' },
  projects: { rest: 'projects', downloads: '/files/projects/files/' },
  tasks: { rest: 'tasks', downloads: '/files/tasks/files/' },
  // A draft's attachments: uploaded to `emails/contexts/{id}/add_files/` (the spec's path).
  drafts: { rest: 'emails/contexts', downloads: '/files/drafts/files/', upload: 'add_files' },
  templates: { rest: 'emails/templates', downloads: '/files/templates/files/', upload: 'add_files' },
};

/** Where the browser downloads a file: the bff's streaming route, with the session cookie. */
export const downloadPath = (owner: FileOwner, id: number) => `${fileRoutes[owner].downloads}${id}`;
