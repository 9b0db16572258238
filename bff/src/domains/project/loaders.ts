import type { RestClient } from '../../rest/client.js';
import { nullOn404, perKeyLoader } from '../../rest/loader.js';
import { columnsAnswer } from '../task/answers.js';
import { projectAnswer } from './answers.js';

export function createProjectLoaders(rest: RestClient) {
  return {
    /** One project; null on 404 (a project the user may not see answers 403, an error). */
    byId: perKeyLoader((id: number) => nullOn404(rest.get(`projects/${id}/`, projectAnswer))),
    /** A project's board columns with their task counts. */
    columns: perKeyLoader((projectId: number) => rest.get('projects/columns/', columnsAnswer, { project: projectId })),
  };
}
