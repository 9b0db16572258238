import Type from 'typebox';

/**
 * The projects list's actions beyond `DELETE projects/multiple/` (project.ts): the CSV export and what a delete takes
 * with it (spec part 2 sections 2, 6, 7 and 9).
 */

const id = Type.Integer({ minimum: 1, maximum: 999_999_999 });

/** `POST projects/exportAll/`: the selected projects, or "all" that match the list's search and status filter. */
export const ProjectExportBody = Type.Object(
  {
    projects: Type.Union([Type.Array(id, { minItems: 1, maxItems: 10_000 }), Type.Literal('all')], {
      description: 'Selected ids, or "all" for every project matching `search` and `status`',
    }),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'With "all": the list\'s search (the name)' })),
    status: Type.Optional(
      Type.String({ pattern: '^[1-6](,[1-6])*$', description: 'With "all": statuses, comma-separated' }),
    ),
  },
  { additionalProperties: false },
);

/** `GET projects/deletion_summary/?ids=`: the projects to delete, by id. */
export const DeletionSummaryQuery = Type.Object({
  ids: Type.String({ pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,9999}$', description: 'Project ids, comma-separated' }),
});

/** What deleting a project takes with it: its tasks, and the files of the project and of its tasks. */
export const ProjectDeletionSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tasks: Type.Integer({ description: 'Its tasks (deleted with it)' }),
  files: Type.Integer({ description: "Its files and its tasks' files (deleted with it)" }),
});
export const ProjectDeletionSummaries = Type.Array(ProjectDeletionSummary);
