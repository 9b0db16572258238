/**
 * The entry types of Contact Activity, as ids of the `activity_types` lookup list (migrations 084 and 086 seed the same ids
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
  /** Issue 54: providers added to a project and a company draft to them, in one step (migration 086). */
  lenderOutreach: 27,
} as const;

export type ActivityType = keyof typeof activityTypes;
