import { Projects } from '@ft8/contract/project';
import { restAnswer } from '../../rest/answer.js';

/** `GET projects/details/{ids}/`: the projects of the calendar's filter, for their closing dates. */
export const projectsAnswer = restAnswer(Projects);
