import { OwnedFiles, PersonFiles } from '@ft8/contract/file';
import { restAnswer } from '../../rest/answer.js';

export const personFilesAnswer = restAnswer(PersonFiles);
export const ownedFilesAnswer = restAnswer(OwnedFiles);
