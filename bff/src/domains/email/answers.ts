import { GroupCounts } from '@ft8/contract/contact';
import { CreatedId, Draft, Drafts, Template, TemplatePage } from '@ft8/contract/email';
import Type from 'typebox';
import { restAnswer } from '../../rest/answer.js';

export const draftAnswer = restAnswer(Draft);
export const draftsAnswer = restAnswer(Drafts);
export const templateAnswer = restAnswer(Template);
export const templatePageAnswer = restAnswer(TemplatePage);
export const templateGroupCountsAnswer = restAnswer(GroupCounts);
export const createdIdAnswer = restAnswer(CreatedId);
export const deletedAnswer = restAnswer(Type.Object({ deleted: Type.Array(Type.Integer()) }));
