import { CapitalProvider } from '@ft8/contract/capital-provider';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of this domain, checked against the contract and turned camelCase at the boundary.

export const capitalProviderAnswer = restAnswer(CapitalProvider);
