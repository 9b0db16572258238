import { Comment, Comments } from '@ft8/contract/task';
import { restAnswer } from '../../rest/answer.js';

export const commentAnswer = restAnswer(Comment);
export const commentsAnswer = restAnswer(Comments);
