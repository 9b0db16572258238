import type { OwnedFile, PersonFile } from '@ft8/contract/file';
import type { AnswerOf } from '../../rest/answer.js';

export type PersonFileModel = AnswerOf<typeof PersonFile>;
export type ProjectFileModel = AnswerOf<typeof OwnedFile>;
export type TaskFileModel = AnswerOf<typeof OwnedFile>;
export type DraftFileModel = AnswerOf<typeof OwnedFile>;
export type TemplateFileModel = AnswerOf<typeof OwnedFile>;
