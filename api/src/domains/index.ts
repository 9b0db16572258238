import { activityDomain } from './activity/index.js';
import { authDomain } from './auth/index.js';
import { capitalProviderDomain } from './capital-provider/index.js';
import { contactDomain } from './contact/index.js';
import { contactManagementDomain } from './contact-management/index.js';
import { externalContactDomain } from './external-contact/index.js';
import { docsDomain } from './docs/index.js';
import { fileDomain } from './file/index.js';
import { lookupDomain } from './lookup/index.js';
import { noteDomain } from './note/index.js';
import { projectDomain } from './project/index.js';
import { taskDomain } from './task/index.js';
import { emailDomain } from './email/index.js';
import { searchDomain } from './search/index.js';
import { lenderMatchDomain } from './lender-match/index.js';

/** Every domain of the api, keyed by its word in camelCase (the key of its repository in `fastify.repos`). */
export const domains = {
  auth: authDomain,
  contact: contactDomain,
  contactManagement: contactManagementDomain,
  externalContact: externalContactDomain,
  capitalProvider: capitalProviderDomain,
  lookup: lookupDomain,
  docs: docsDomain,
  note: noteDomain,
  file: fileDomain,
  project: projectDomain,
  task: taskDomain,
  email: emailDomain,
  search: searchDomain,
  lenderMatch: lenderMatchDomain,
  activity: activityDomain,
};
