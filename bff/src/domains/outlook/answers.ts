import { OutlookStatus } from '@ft8/contract/contact';
import Type from 'typebox';
import { restAnswer } from '../../rest/answer.js';

// The REST answers of this domain, checked against the contract and turned camelCase at the boundary.

export const outlookStatusAnswer = restAnswer(OutlookStatus);

/** The status as the watcher publishes it (already camelCase): checked on arrival, as it may come from another bff. */
export const outlookStatusEvent = restAnswer(
  Type.Object({
    hasOutlookCredentials: Type.Boolean(),
    hasOutlookSubscription: Type.Boolean(),
    credentialsAreActive: Type.Boolean(),
    subscriptionsAreActive: Type.Boolean(),
  }),
);
