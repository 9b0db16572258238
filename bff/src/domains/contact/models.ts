import type { ConnectionModel } from '../../base/connection.js';
import type { Note, Person } from '@ft8/contract/contact';
import type { AnswerOf } from '../../rest/answer.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type NoteModel = AnswerOf<typeof Note>;
/** A list row (`Person`), or the detail answer, which also has the notes (`PersonDetail`). */
export type PersonModel = AnswerOf<typeof Person> & { notes?: NoteModel[] };
/** A person as a record names them; `isDeleted` (the REST `is_deleted`): shown as 'User No Longer Exists'. */
export type PersonRefModel = { id: number; fullName: string; isDeleted?: boolean };

/** One page of `GET people/`, with where it starts so that cursors can be computed. */
export type PersonConnectionModel = ConnectionModel<PersonModel>;
