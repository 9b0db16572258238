import { JsonObject } from '@ft8/contract/common';
import { PersonPage } from '@ft8/contract/contact';
import { ProjectPage } from '@ft8/contract/project';
import { SearchHistoryItem, SearchHistoryPage } from '@ft8/contract/search';
import { TaskPage } from '@ft8/contract/task';
import Type from 'typebox';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of this domain, checked against the contract and turned camelCase at the boundary. A search
// answers the rows of the type's own list (`GET people/`, `projects/`, `tasks/`), so its pages are those lists' pages.

export const peopleFoundAnswer = restAnswer(PersonPage);
export const projectsFoundAnswer = restAnswer(ProjectPage);
export const tasksFoundAnswer = restAnswer(TaskPage);

/**
 * A saved search, its query rows kept whole: they are the web app's own objects (`QueryRow` allows any key), and the
 * camelCase conversion would rebuild each from QueryRow's named keys only, dropping the others.
 */
const SavedSearch = Type.Object({ ...SearchHistoryItem.properties, rows: Type.Array(JsonObject) });
export const savedSearchAnswer = restAnswer(SavedSearch);
export const savedSearchPageAnswer = restAnswer(
  Type.Object({ ...SearchHistoryPage.properties, results: Type.Array(SavedSearch) }),
);
