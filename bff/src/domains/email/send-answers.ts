import { DraftPreview, EmailMessage, EmailPage, SendAnswer, SendProgress } from '@ft8/contract/email-send';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of sending and reading mail, checked against the contract and turned camelCase at the boundary.

export const emailAnswer = restAnswer(EmailMessage);
export const emailPageAnswer = restAnswer(EmailPage);
export const sendAnswer = restAnswer(SendAnswer);
export const draftPreviewAnswer = restAnswer(DraftPreview);
export const sendProgressAnswer = restAnswer(SendProgress);
