import type { RestClient } from '../../rest/client.js';
import { perKeyLoader } from '../../rest/loader.js';
import { commentsAnswer } from './answers.js';

export function createCommentLoaders(rest: RestClient) {
  return {
    /** A task's comments (`GET tasks/comments/?task={id}`), one call per task per operation. */
    byTask: perKeyLoader(
      async (taskId: number) => (await rest.get('tasks/comments/', commentsAnswer, { task: taskId })).results,
    ),
  };
}
