import { PersonNote } from '@ft8/contract/note';
import { restAnswer } from '../../rest/answer.js';

export const personNoteAnswer = restAnswer(PersonNote);
