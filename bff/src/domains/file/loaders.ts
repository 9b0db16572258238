import type { RestClient } from '../../rest/client.js';
import { nullOn404, perKeyLoader } from '../../rest/loader.js';
import { ownedFilesAnswer, personFilesAnswer } from './answers.js';

export function createFileLoaders(rest: RestClient) {
  return {
    /** A contact's files (`GET people/{id}/files/`), one call per contact per operation; null on 404. */
    byPerson: perKeyLoader((personId: number) => nullOn404(rest.get(`people/${personId}/files/`, personFilesAnswer))),
    /** A project's files (`GET projects/{id}/files/`), one call per project per operation; null on 404. */
    byProject: perKeyLoader((projectId: number) =>
      nullOn404(rest.get(`projects/${projectId}/files/`, ownedFilesAnswer)),
    ),
    /** A task's files (`GET tasks/{id}/files/`), one call per task per operation; null on 404. */
    byTask: perKeyLoader((taskId: number) => nullOn404(rest.get(`tasks/${taskId}/files/`, ownedFilesAnswer))),
    /** A draft's attachments (`GET emails/contexts/{id}/files/`); null on 404. */
    byDraft: perKeyLoader((draftId: number) =>
      nullOn404(rest.get(`emails/contexts/${draftId}/files/`, ownedFilesAnswer)),
    ),
    /** A template's attachments (`GET emails/templates/{id}/files/`); null on 404. */
    byTemplate: perKeyLoader((templateId: number) =>
      nullOn404(rest.get(`emails/templates/${templateId}/files/`, ownedFilesAnswer)),
    ),
  };
}
