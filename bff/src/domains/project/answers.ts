import { Project, ProjectGroupCounts, ProjectPage, AssignableProjects, Membership } from '@ft8/contract/project';
import { ProjectNote } from '@ft8/contract/note';
import { PersonPage } from '@ft8/contract/contact';
import Type from 'typebox';
import { restAnswer } from '../../rest/answer.js';

export const projectAnswer = restAnswer(Project);
export const projectPageAnswer = restAnswer(ProjectPage);
export const assignableAnswer = restAnswer(AssignableProjects);
export const membershipAnswer = restAnswer(Membership);
export const membershipsAnswer = restAnswer(Type.Array(Membership));
export const projectNoteAnswer = restAnswer(ProjectNote);
export const universalOwnersAnswer = restAnswer(PersonPage);
export const groupCountsAnswer = restAnswer(ProjectGroupCounts);
