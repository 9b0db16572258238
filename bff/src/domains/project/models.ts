import type { ProjectNote } from '@ft8/contract/note';
import type { Project, ProviderRelation } from '@ft8/contract/project';
import type { ConnectionModel } from '../../base/connection.js';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type ProjectModel = AnswerOf<typeof Project>;
/** One page of `GET projects/`, with where it starts so that cursors can be computed. */
export type ProjectConnectionModel = ConnectionModel<ProjectModel>;
export type ProjectProviderModel = AnswerOf<typeof ProviderRelation>;
/** A note as the project holds it, or as `notes/projects/` answers a write. */
export type ProjectNoteModel = ProjectModel['notes'][number] | AnswerOf<typeof ProjectNote>;
export type ProviderStateCountModel = { state: string; count: number };
