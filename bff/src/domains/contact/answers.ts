import { GroupCounts, Organisations, PersonDetail, PersonFieldsPage, PersonPage } from '@ft8/contract/contact';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of this domain, checked against the contract and turned camelCase at the boundary.

export const personPageAnswer = restAnswer(PersonPage);
export const personFieldsPageAnswer = restAnswer(PersonFieldsPage);
export const personDetailAnswer = restAnswer(PersonDetail);
export const organisationsAnswer = restAnswer(Organisations);
export const groupCountsAnswer = restAnswer(GroupCounts);
