import Type from 'typebox';
import { Person } from '@ft8/contract/contact';
import { DeletedPeople } from '@ft8/contract/contact-list-actions';
import { restAnswer } from '../../rest/answer.js';

export const deletedPeopleAnswer = restAnswer(DeletedPeople);
export const updatedPeopleAnswer = restAnswer(Type.Array(Person));
