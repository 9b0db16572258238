import { Column, Columns } from '@ft8/contract/project';
import { Task, TaskPage } from '@ft8/contract/task';
import Type from 'typebox';
import { restAnswer } from '../../rest/answer.js';

export { projectAnswer, projectPageAnswer } from '../project/answers.js';
export const columnAnswer = restAnswer(Column);
export const columnsAnswer = restAnswer(Columns);
export const taskAnswer = restAnswer(Task);
export const taskPageAnswer = restAnswer(TaskPage);
/** What travels on the `board` topic: which project's board changed (checked again when it comes from Redis). */
export const boardEvent = restAnswer(Type.Object({ project_id: Type.Integer() }));
