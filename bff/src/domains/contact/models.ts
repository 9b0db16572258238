import type { Infer } from '../../rest/check.js';
import type { noteShape, personRefShape, personShape } from './shapes.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type PersonModel = Infer<typeof personShape>;
export type PersonRefModel = Infer<typeof personRefShape>;
export type NoteModel = Infer<typeof noteShape>;

/** One page of `GET people/`, with where it starts so that cursors can be computed. */
export type PersonConnectionModel = {
  totalCount: number;
  nodes: PersonModel[];
  offset: number;
};
