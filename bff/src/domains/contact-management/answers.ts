import { Person, PersonPage } from '@ft8/contract/contact';
import {
  ExternalContacts,
  ImportedDuplicate,
  ImportedDuplicates,
  PersonMerges,
  PossibleDuplicates,
} from '@ft8/contract/contact-management';
import Type from 'typebox';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of Contact Management, checked against the contract and turned camelCase at the boundary.

export const importedDuplicatesAnswer = restAnswer(ImportedDuplicates);
export const importedDuplicateAnswer = restAnswer(ImportedDuplicate);
export const possibleDuplicatesAnswer = restAnswer(PossibleDuplicates);
export const externalContactsAnswer = restAnswer(ExternalContacts);
export const personMergesAnswer = restAnswer(PersonMerges);
export const personAnswer = restAnswer(Person);
export const peopleAnswer = restAnswer(Type.Array(Person));
export const deletedPageAnswer = restAnswer(PersonPage);
