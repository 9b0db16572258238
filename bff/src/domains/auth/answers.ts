import { SignInAnswer } from '@ft8/contract/auth';
import { Detail } from '@ft8/contract/common';
import { CurrentUser } from '@ft8/contract/contact';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of this domain, checked against the contract and turned camelCase at the boundary.

export const currentUserAnswer = restAnswer(CurrentUser);
export const signInAnswer = restAnswer(SignInAnswer);
export const detailAnswer = restAnswer(Detail);
