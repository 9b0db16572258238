import type { Infer } from '../../rest/check.js';
import type { outlookStatusShape } from './shapes.js';

// The value behind each GraphQL type of this domain (codegen.ts maps `XModel` to type `X`).

export type OutlookStatusModel = Infer<typeof outlookStatusShape>;
