import { LookupLists, Tags } from '@ft8/contract/lookup';
import { restAnswer } from '../../rest/answer.js';
import type { LookupsModel } from './models.js';

// The REST answers of this domain, checked against the contract and turned camelCase at the boundary.

/** `utils/types/`: the contract builds its lists from `lookupKinds`, so their keys are typed in models.ts. */
export const lookupsAnswer = restAnswer(LookupLists) as (value: unknown) => LookupsModel;
export const tagsAnswer = restAnswer(Tags);
