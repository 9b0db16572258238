/**
 * The entry types of Contact Activity, as ids of the `activity_types` lookup list (migration 084 seeds the same ids
 * and names; activity.test.ts compares them). The domains name a type by its key here.
 */
export const activityTypes = {
  contactCreated: 1,
  contactUpdated: 2,
  contactDeleted: 3,
  contactRestored: 4,
  contactDeletedPermanently: 5,
  contactsMerged: 6,
  mergeUndone: 7,
  contactsImported: 8,
  contactsEditedInBulk: 9,
  inviteSent: 10,
  inviteRevoked: 11,
  projectCreated: 12,
  projectUpdated: 13,
  projectDeleted: 14,
  projectsImported: 15,
  projectTeamChanged: 16,
  providerStateChanged: 17,
  taskCreated: 18,
  taskMoved: 19,
  taskSubmitted: 20,
  taskApproved: 21,
  taskRejected: 22,
  taskDeleted: 23,
  fileAdded: 24,
  fileRemoved: 25,
  emailSent: 26,
} as const;

export type ActivityType = keyof typeof activityTypes;
