import { ActivityPage } from '@ft8/contract/activity';
import { restAnswer } from '../../rest/answer.js';

/** `GET activity/`: one page of Contact Activity. */
export const activityPageAnswer = restAnswer(ActivityPage);
