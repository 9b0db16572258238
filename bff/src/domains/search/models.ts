import type { ConnectionModel } from '../../base/connection.js';
import type { savedSearchAnswer } from './answers.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

/** A saved search as `search_history/{id}/` answers it (`person` is the owner's id), its rows as the web app sent them. */
export type SavedSearchModel = ReturnType<typeof savedSearchAnswer>;

/** One page of `GET search_history/`, with where it starts so that cursors can be computed. */
export type SavedSearchConnectionModel = ConnectionModel<SavedSearchModel>;
