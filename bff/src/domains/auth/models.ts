import type { Infer } from '../../rest/check.js';
import type { currentUserShape } from './shapes.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type CurrentUserModel = Infer<typeof currentUserShape>;
