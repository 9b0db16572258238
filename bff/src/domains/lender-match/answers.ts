import { LenderMatchPage, LenderOutreach } from '@ft8/contract/lender-match';
import { restAnswer } from '../../rest/answer.js';

export const lenderMatchPageAnswer = restAnswer(LenderMatchPage);
export const lenderOutreachAnswer = restAnswer(LenderOutreach);
