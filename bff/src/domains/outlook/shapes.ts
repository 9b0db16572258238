import { bool, object } from '../../rest/check.js';

// The REST answers of this domain (api/README.md), checked and turned camelCase at the boundary.

export const outlookStatusShape = object({
  has_outlook_credentials: bool,
  has_outlook_subscription: bool,
  credentials_are_active: bool,
  subscriptions_are_active: bool,
});

/** The status as the watcher publishes it (already camelCase): checked on arrival, as it may come from another bff. */
export const outlookStatusEventShape = object({
  hasOutlookCredentials: bool,
  hasOutlookSubscription: bool,
  credentialsAreActive: bool,
  subscriptionsAreActive: bool,
});
