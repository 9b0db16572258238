import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ActivityModel, ActivityArgsModel, ActivityConnectionModel } from '../domains/activity/models.js';
import type { CurrentUserModel } from '../domains/auth/models.js';
import type { TaskConnectionModel, CalendarProjectModel } from '../domains/calendar/models.js';
import type { CapitalProviderModel } from '../domains/capital-provider/models.js';
import type { NoteModel, PersonModel, PersonRefModel, PersonConnectionModel } from '../domains/contact/models.js';
import type { ImportedDuplicateModel, PossibleDuplicateGroupModel, ExternalContactModel, PersonMergeModel } from '../domains/contact-management/models.js';
import type { DraftModel, TemplateModel, TemplateConnectionModel, EmailModel, EmailConnectionModel, EmailAddresseeModel, SendResultModel } from '../domains/email/models.js';
import type { PersonFileModel, ProjectFileModel, TaskFileModel, DraftFileModel, TemplateFileModel } from '../domains/file/models.js';
import type { LenderMatchModel, LenderMatchConnectionModel, LenderMissModel, LenderCriterionValueModel } from '../domains/lender-match/models.js';
import type { LookupItemModel, CategoryModel, SubcategoryModel, CpSubcategoryModel, ProviderRelationTypeModel, LookupsModel, TitleModel, LegalStatusModel, ClientClassModel, UseClassModel, LocationModel, InvestmentClassModel, InvestingGeographyModel, ProfileTypeLabelModel, ProjectTypeModel, ProjectStatusTypeModel, AssetTypeModel, TransactionTypeModel, TransactionSubTypeModel, TaskStateLabelModel, DefaultColumnModel, ActivityTypeModel } from '../domains/lookup/models.js';
import type { OutlookStatusModel } from '../domains/outlook/models.js';
import type { ProjectModel, ProjectConnectionModel, ProjectProviderModel, ProjectNoteModel, ProviderStateCountModel } from '../domains/project/models.js';
import type { SavedSearchModel, SavedSearchConnectionModel } from '../domains/search/models.js';
import type { TaskModel, TaskPersonModel, BoardColumnModel, BoardColumnChangeModel, BoardProjectModel, ProjectMemberModel, BoardModel, BoardProjectOptionModel, BoardEventModel, BoardViewerModel, CommentModel } from '../domains/task/models.js';
import type { ProfileTypeValue } from '../domains/auth/enums.js';
import type { InviteStatusValue } from '../domains/contact/enums.js';
import type { ProviderRelationStateValue } from '../domains/project/enums.js';
import type { MembershipStateValue, TaskStateValue } from '../domains/task/enums.js';
import type { Context } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date as `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /** An ISO-8601 date-time in UTC, e.g. `2026-11-22T09:30:00Z`. */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON: used only for per-user preferences whose shape the client owns (table column preferences). */
  JSON: { input: unknown; output: unknown; }
};

/** One entry of Contact Activity: a change a user made (spec part 2, "Activity entry"). */
export type Activity = {
  __typename?: 'Activity';
  /** What the change touched. */
  args: ActivityArgs;
  /** When the change was made (UTC). */
  date: Scalars['DateTime']['output'];
  /** The name of the record the change is about, as it was then (a contact, project, task, file or subject). */
  document?: Maybe<Scalars['String']['output']>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** Who made the change; null when that contact was deleted for good. A deleted person reads 'User No Longer Exists'. */
  person?: Maybe<PersonRef>;
  /** What kind of change it was; null reads 'Not Specified' (the filter's -1). */
  type?: Maybe<ActivityType>;
};

/** What a change touched (the spec's `args`); a key the change has nothing for is null. */
export type ActivityArgs = {
  __typename?: 'ActivityArgs';
  /** The column a task moved to. */
  column?: Maybe<Scalars['ID']['output']>;
  /** An import: the ids of the records created. */
  created?: Maybe<Array<Scalars['ID']['output']>>;
  /** An import: how many lines were kept as imported duplicates of existing contacts. */
  duplicate?: Maybe<Scalars['Int']['output']>;
  /** The draft that was sent. */
  email?: Maybe<Scalars['ID']['output']>;
  /** An import: the lines not imported, and why. */
  failedLines?: Maybe<Array<ActivityFailedLine>>;
  /** The fields the change set. */
  fields?: Maybe<Array<Scalars['String']['output']>>;
  /** The file added, removed or imported. */
  file?: Maybe<ActivityFile>;
  /** The contacts it is about: deleted, edited in bulk, merged (the survivor first). */
  people?: Maybe<Array<Scalars['ID']['output']>>;
  /** The contact the change is about. */
  person?: Maybe<Scalars['ID']['output']>;
  /** The project the change is about. */
  project?: Maybe<Scalars['ID']['output']>;
  /** The new state (a task's, a provider relation's, a team member's), as its list numbers it. */
  state?: Maybe<Scalars['Int']['output']>;
  /** The task the change is about. */
  task?: Maybe<Scalars['ID']['output']>;
};

/** A page of Contact Activity. */
export type ActivityConnection = {
  __typename?: 'ActivityConnection';
  /** The entries on this page, newest first. */
  nodes: Array<Activity>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many entries match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A line of an import that was not imported. */
export type ActivityFailedLine = {
  __typename?: 'ActivityFailedLine';
  /** The line's number in the file. */
  line: Scalars['Int']['output'];
  /** Why it was not imported. */
  reason: Scalars['String']['output'];
};

/** A file an activity entry names. */
export type ActivityFile = {
  __typename?: 'ActivityFile';
  /** The file's id, when it had one. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The file's name. */
  name: Scalars['String']['output'];
};

/** A kind of Contact Activity entry (Contact Created, Task Moved, ...): the `activity_types` lookup list. */
export type ActivityType = LookupItem & {
  __typename?: 'ActivityType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A new comment on a task. */
export type AddCommentInput = {
  /** The task. */
  taskId: Scalars['ID']['input'];
  /** The comment. */
  text: Scalars['String']['input'];
};

/** Contacts to add to a project as capital providers. */
export type AddProjectProvidersInput = {
  /** The contacts (at least one, at most 100). */
  personIds: Array<Scalars['ID']['input']>;
  /** The project. */
  projectId: Scalars['ID']['input'];
  /** Their state; Contacted when absent. */
  state?: InputMaybe<ProviderRelationState>;
};

/** A person to add to a team. */
export type AddTeamMemberInput = {
  /** The person. */
  personId: Scalars['ID']['input'];
  /** The project. */
  projectId: Scalars['ID']['input'];
  /** Their state. */
  state: MembershipState;
};

/** An asset type: the `asset_types` lookup list. */
export type AssetType = LookupItem & {
  __typename?: 'AssetType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** Contacts to assign to a project. */
export type AssignToProjectInput = {
  /** The contacts (with Accepted invites). */
  personIds: Array<Scalars['ID']['input']>;
  /** The project. */
  projectId: Scalars['ID']['input'];
};

/** A project's task board. */
export type Board = {
  __typename?: 'Board';
  /** The columns, left to right (hidden ones included, with `hidden` set). */
  columns: Array<BoardColumn>;
  /** The project's id (the board's identity). */
  id: Scalars['ID']['output'];
  /** The project. */
  project: BoardProject;
  /** The board's sequence number: the last change it shows (`BoardEvent.sequence`). */
  sequence: Scalars['Int']['output'];
};

/** A column of a board. */
export type BoardColumn = {
  __typename?: 'BoardColumn';
  /** How many of them are approved. */
  approved: Scalars['Int']['output'];
  /** Hidden from the board (Display Columns). */
  hidden: Scalars['Boolean']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its title. */
  name: Scalars['String']['output'];
  /** Its place from the left. */
  position: Scalars['Int']['output'];
  /** Its tasks, in order. */
  tasks: Array<Task>;
  /** How many tasks it holds. */
  total: Scalars['Int']['output'];
};

/** A column as an event gives it: its name and whether it is hidden (its tasks come with the task events). */
export type BoardColumnChange = {
  __typename?: 'BoardColumnChange';
  /** Hidden from the board (Display Columns). */
  hidden: Scalars['Boolean']['output'];
  /** The column's id. */
  id: Scalars['ID']['output'];
  /** Its title. */
  name: Scalars['String']['output'];
  /** Its place from the left. */
  position: Scalars['Int']['output'];
};

/** Something that happened on a board, and the board's sequence number after it. */
export type BoardEvent = {
  __typename?: 'BoardEvent';
  /** Who did it; null for the first push. */
  actor?: Maybe<TaskPerson>;
  /** When it happened (when the bff heard of it). */
  at: Scalars['DateTime']['output'];
  /**
   * The whole board, read again with the subscriber's rights: the first push and a change made over REST (BOARD), a
   * team change (TEAM_CHANGED), and every event for a guest (who sees only their own tasks). Replace the board with it.
   */
  board?: Maybe<Board>;
  /** The columns as they are now (COLUMN_RENAMED: the one renamed; COLUMNS_HIDDEN: the project's). */
  columns?: Maybe<Array<BoardColumnChange>>;
  /** The deleted task's id (TASK_DELETED). */
  deletedTaskId?: Maybe<Scalars['ID']['output']>;
  /** What happened. */
  kind: BoardEventKind;
  /**
   * The board's sequence number after this event: one more than the event before it on this board, whoever made it
   * and through whichever bff instance (the api's revision of the board). Not consecutive for a guest, whose events
   * each carry the whole board.
   */
  sequence: Scalars['Int']['output'];
  /** The task as it is now, with its column and position (the TASK_ kinds but TASK_DELETED). */
  task?: Maybe<Task>;
};

/** What happened on a board. */
export enum BoardEventKind {
  /**
   * The board as it is now: the first push on subscribe, and a change made to the board straight over REST, which no
   * bff published (read again about a second after it).
   */
  Board = 'BOARD',
  /** Columns were hidden or shown. */
  ColumnsHidden = 'COLUMNS_HIDDEN',
  /** A column was renamed. */
  ColumnRenamed = 'COLUMN_RENAMED',
  /** A task was added (at its position). */
  TaskCreated = 'TASK_CREATED',
  /** A task was deleted (the others of its column close up). */
  TaskDeleted = 'TASK_DELETED',
  /** A task moved to another column or place (the others of both columns close up or make room). */
  TaskMoved = 'TASK_MOVED',
  /** A task was submitted, approved or rejected. */
  TaskStateChanged = 'TASK_STATE_CHANGED',
  /** A task's title, description, due date or assignees changed. */
  TaskUpdated = 'TASK_UPDATED',
  /** The project's team (or the project) changed: who may see the board. */
  TeamChanged = 'TEAM_CHANGED'
}

/** A project as its board shows it. */
export type BoardProject = {
  __typename?: 'BoardProject';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its team: owners first. */
  members: Array<ProjectMember>;
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A project in a list of boards. */
export type BoardProjectOption = {
  __typename?: 'BoardProjectOption';
  /** The project's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** Someone looking at a board now. */
export type BoardViewer = {
  __typename?: 'BoardViewer';
  /** Their full name. */
  fullName: Scalars['String']['output'];
  /** The person's id (a person looking from several tabs is one viewer). */
  id: Scalars['ID']['output'];
};

/** Capital-provider criteria for a bulk edit (`cp_data`): numbers may be given as numeric strings. */
export type BulkCapitalProviderInput = {
  /** Capital-provider subcategory ids; [-1] empties. */
  cpSubcategories?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Capital Provider Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Investing geography ids; [-1] empties. */
  investingGeographyTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Investment class ids; [-1] empties. */
  investmentClassTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Provides debt. */
  isDebt?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lends on development. */
  isDevelopment?: InputMaybe<Scalars['Boolean']['input']>;
  /** Provides equity. */
  isEquity?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lends on land. */
  isLand?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lends on private rented sector. */
  isPrs?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sharia compliant. */
  isSharia?: InputMaybe<Scalars['Boolean']['input']>;
  /** Maximum loan to cost, %. */
  maxLtc?: InputMaybe<Scalars['String']['input']>;
  /** Maximum loan to gross development value, %. */
  maxLtgdv?: InputMaybe<Scalars['String']['input']>;
  /** Maximum loan to value, %. */
  maxLtv?: InputMaybe<Scalars['String']['input']>;
  /** Maximum size, £. */
  maxSize?: InputMaybe<Scalars['String']['input']>;
  /** Maximum term, years. */
  maxTerm?: InputMaybe<Scalars['String']['input']>;
  /** Minimum internal rate of return, %. */
  minIrr?: InputMaybe<Scalars['String']['input']>;
  /** Minimum return on equity (x). */
  minRoe?: InputMaybe<Scalars['String']['input']>;
  /** Minimum size, £. */
  minSize?: InputMaybe<Scalars['String']['input']>;
  /** Minimum term, years. */
  minTerm?: InputMaybe<Scalars['String']['input']>;
};

/** An email of a bulk edit. */
export type BulkEmailInput = {
  /** The address (lowercased by the server). */
  email: Scalars['String']['input'];
  /** Work, Home, Other or Other 2. */
  label: Scalars['String']['input'];
};

/** A phone of a bulk edit. */
export type BulkPhoneInput = {
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: Scalars['String']['input'];
  /** The number. */
  number: Scalars['String']['input'];
};

/** An event of the month calendar: a task on its due date, or a project on its closing date. */
export type CalendarEvent = CalendarProject | Task;

/** A project as the calendar shows it: an event on its closing date. */
export type CalendarProject = {
  __typename?: 'CalendarProject';
  /** Its closing date. */
  closingDate: Scalars['Date']['output'];
  /** The project's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** Lending criteria of a capital provider. Percentages and amounts default to 0. */
export type CapitalProvider = {
  __typename?: 'CapitalProvider';
  /** Capital types (CP subcategories), each debt or equity. */
  cpSubcategoryTypes: Array<CpSubcategory>;
  /** Currency code; GBP. */
  currency: Scalars['String']['output'];
  /** Description of the capital provider. */
  description?: Maybe<Scalars['String']['output']>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** Geographies invested in. */
  investingGeographies: Array<InvestingGeography>;
  /** Investment classes. */
  investmentClasses: Array<InvestmentClass>;
  /** Provides debt. */
  isDebt: Scalars['Boolean']['output'];
  /** Lends on development. */
  isDevelopment: Scalars['Boolean']['output'];
  /** Provides equity. */
  isEquity: Scalars['Boolean']['output'];
  /** Lends on land. */
  isLand: Scalars['Boolean']['output'];
  /** Lends on private rented sector. */
  isPrs: Scalars['Boolean']['output'];
  /** Sharia-compliant. */
  isSharia: Scalars['Boolean']['output'];
  /** Maximum loan to cost, percent. */
  maxLtc: Scalars['Float']['output'];
  /** Maximum loan to gross development value, percent. */
  maxLtgdv: Scalars['Float']['output'];
  /** Maximum loan to value, percent. */
  maxLtv: Scalars['Float']['output'];
  /** Maximum deal size, £. */
  maxSize: Scalars['Float']['output'];
  /** Maximum term, years. */
  maxTerm: Scalars['Float']['output'];
  /** Minimum internal rate of return, percent. */
  minIrr: Scalars['Float']['output'];
  /** Minimum return on equity, as a multiple (shown with x). */
  minRoe: Scalars['Float']['output'];
  /** Minimum deal size, £. */
  minSize: Scalars['Float']['output'];
  /** Minimum term, years. */
  minTerm: Scalars['Float']['output'];
};

/** The result of saving lending criteria. */
export type CapitalProviderPayload = {
  __typename?: 'CapitalProviderPayload';
  /** The criteria as saved; null when not saved. */
  capitalProvider?: Maybe<CapitalProvider>;
  /** Why they were not saved, per field. */
  userErrors: Array<UserError>;
};

/** A contact category; `isCp` marks a capital-provider category. */
export type Category = LookupItem & {
  __typename?: 'Category';
  /** The id. */
  id: Scalars['ID']['output'];
  /** Whether contacts in this category are capital providers. */
  isCp: Scalars['Boolean']['output'];
  /** The name. */
  name: Scalars['String']['output'];
};

/** A client class: the `client_classes` lookup list. */
export type ClientClass = LookupItem & {
  __typename?: 'ClientClass';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A column to hide or show. */
export type ColumnHiddenInput = {
  /** Hidden or shown. */
  hidden: Scalars['Boolean']['input'];
  /** The column. */
  id: Scalars['ID']['input'];
};

/** The result of renaming a column. */
export type ColumnPayload = {
  __typename?: 'ColumnPayload';
  /** The column as saved; null when it was not. */
  column?: Maybe<BoardColumn>;
  /** Why it was not saved. */
  userErrors: Array<UserError>;
};

/** The result of hiding or showing columns. */
export type ColumnsPayload = {
  __typename?: 'ColumnsPayload';
  /** The project's columns as saved. */
  columns: Array<BoardColumn>;
  /** Why they were not saved. */
  userErrors: Array<UserError>;
};

/** A comment on a task (spec part 2 section 3): whoever sees the task reads and adds them; only its creator edits or deletes one. */
export type Comment = {
  __typename?: 'Comment';
  /** When it was written (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Who wrote it ('User No Longer Exists' once they were deleted); null once deleted for good. */
  creator?: Maybe<TaskPerson>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** The comment. */
  text: Scalars['String']['output'];
  /** When it last changed (UTC). */
  updatedAt: Scalars['DateTime']['output'];
};

/** The result of adding or changing a comment. */
export type CommentPayload = {
  __typename?: 'CommentPayload';
  /** The comment as saved; null when it was not. */
  comment?: Maybe<Comment>;
  /** Why it was not saved, per field (`text`, `taskId`). */
  userErrors: Array<UserError>;
};

/** The result of a Contact Management action. */
export type ContactManagementPayload = {
  __typename?: 'ContactManagementPayload';
  /** True when it was done. */
  success: Scalars['Boolean']['output'];
  /** Why it was not done. */
  userErrors: Array<UserError>;
};

/** A capital type (CP subcategory), debt or equity. */
export type CpSubcategory = LookupItem & {
  __typename?: 'CpSubcategory';
  /** The id. */
  id: Scalars['ID']['output'];
  /** A debt capital type. */
  isDebt: Scalars['Boolean']['output'];
  /** An equity capital type. */
  isEquity: Scalars['Boolean']['output'];
  /** The name. */
  name: Scalars['String']['output'];
};

/** A new draft. */
export type CreateDraftInput = {
  /** A company email: one email per company, with the company variables. */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** The contacts on To. */
  to: Array<Scalars['ID']['input']>;
};

/** A new note on a contact. */
export type CreateNoteInput = {
  /** The contact. */
  personId: Scalars['ID']['input'];
  /** The note. */
  text: Scalars['String']['input'];
};

/** A new contact. */
export type CreatePersonInput = {
  /** Its fields; first name, last name, user type, company and the first email are required. */
  person: PersonInput;
};

/** A new note on a project. */
export type CreateProjectNoteInput = {
  /** The project. */
  projectId: Scalars['ID']['input'];
  /** The note. */
  text: Scalars['String']['input'];
};

/** A new task. */
export type CreateTaskInput = {
  /** Who it is assigned to. */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The column. */
  columnId: Scalars['ID']['input'];
  /** Its description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it is due. */
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Where in the column, from 0 (the end when absent). */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** The project. */
  projectId: Scalars['ID']['input'];
  /** Its title (required). */
  title: Scalars['String']['input'];
};

/** The signed-in person, with their preferences. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  /** Sign-in email (the first email of the contact). */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** Whether the person is firm staff (Admin or User): the full-access level. */
  hasFullAccess: Scalars['Boolean']['output'];
  /** The person's id; the same as their contact id. */
  id: Scalars['ID']['output'];
  /** Whether the person may use the admin-only areas. */
  isAdmin: Scalars['Boolean']['output'];
  /** A capital provider (a lender or an investor) who signed in: their task board is reduced (no filters, no back link). */
  isCapitalProvider: Scalars['Boolean']['output'];
  /** Whether the person has linked a Microsoft mail account. */
  isMsAuthorized: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** What the person may see. */
  profileType: ProfileType;
  /** The email signature, as HTML. */
  signature?: Maybe<Scalars['String']['output']>;
  /** Sorting preferences per list type. */
  sortingPrefs?: Maybe<Scalars['JSON']['output']>;
  /** Column preferences per table type (plus an `archived-search` key), as saved by `saveTableColumnPrefs`. */
  tableColumnPrefs?: Maybe<Scalars['JSON']['output']>;
};

/** A column every new board starts with: the `default_columns` lookup list (task search's 'Default Columns'). */
export type DefaultColumn = LookupItem & {
  __typename?: 'DefaultColumn';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** The comment to delete. */
export type DeleteCommentInput = {
  /** The comment. */
  id: Scalars['ID']['input'];
};

/** The result of deleting a comment. */
export type DeleteCommentPayload = {
  __typename?: 'DeleteCommentPayload';
  /** The id of the deleted comment; null when nothing was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not deleted. */
  userErrors: Array<UserError>;
};

/** The drafts to delete. */
export type DeleteDraftsInput = {
  /** The drafts. */
  ids: Array<Scalars['ID']['input']>;
};

/** The result of deleting several drafts. */
export type DeleteDraftsPayload = {
  __typename?: 'DeleteDraftsPayload';
  /** The ids actually deleted (the signed-in user's own). */
  deletedIds: Array<Scalars['ID']['output']>;
  /** Why nothing was deleted. */
  userErrors: Array<UserError>;
};

/** The file to delete. */
export type DeleteFileInput = {
  /** The file. */
  id: Scalars['ID']['input'];
};

/** The result of deleting a file. */
export type DeleteFilePayload = {
  __typename?: 'DeleteFilePayload';
  /** The id of the deleted file; null when nothing was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not deleted. */
  userErrors: Array<UserError>;
};

/** The note to delete. */
export type DeleteNoteInput = {
  /** The note. */
  id: Scalars['ID']['input'];
};

/** The result of deleting a note. */
export type DeleteNotePayload = {
  __typename?: 'DeleteNotePayload';
  /** The id of the deleted note; null when nothing was deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not deleted. */
  userErrors: Array<UserError>;
};

/** The contacts to delete. */
export type DeletePeopleInput = {
  /** Contact ids. */
  ids: Array<Scalars['ID']['input']>;
};

/** What `deletePeople` did. */
export type DeletePeoplePayload = {
  __typename?: 'DeletePeoplePayload';
  /** The ids deleted (contacts already deleted are not counted). */
  deletedIds: Array<Scalars['ID']['output']>;
  /** Why nothing was deleted, per field. */
  userErrors: Array<UserError>;
};

/** The result of deleting a contact. */
export type DeletePersonPayload = {
  __typename?: 'DeletePersonPayload';
  /** The id of the deleted contact; null when it was not deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not deleted. */
  userErrors: Array<UserError>;
};

/** The result of deleting a project. */
export type DeleteProjectPayload = {
  __typename?: 'DeleteProjectPayload';
  /** The deleted project's id; null when it was not deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** The projects to delete. */
export type DeleteProjectsInput = {
  /** The projects (1 to 10000). */
  ids: Array<Scalars['ID']['input']>;
};

/** The result of deleting several projects. */
export type DeleteProjectsPayload = {
  __typename?: 'DeleteProjectsPayload';
  /** The ids deleted (those already gone are left out). */
  deletedIds: Array<Scalars['ID']['output']>;
  /** Why nothing was deleted (`ids`). */
  userErrors: Array<UserError>;
};

/** The saved search to remove. */
export type DeleteSavedSearchInput = {
  /** The saved search. */
  id: Scalars['ID']['input'];
};

/** The result of removing a saved search. */
export type DeleteSavedSearchPayload = {
  __typename?: 'DeleteSavedSearchPayload';
  /** The id of the removed search; null when nothing was removed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not removed. */
  userErrors: Array<UserError>;
};

/** The result of deleting a task. */
export type DeleteTaskPayload = {
  __typename?: 'DeleteTaskPayload';
  /** The deleted task's id; null when it was not deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** The templates to delete. */
export type DeleteTemplatesInput = {
  /** The templates. */
  ids: Array<Scalars['ID']['input']>;
};

/** The result of deleting several templates. */
export type DeleteTemplatesPayload = {
  __typename?: 'DeleteTemplatesPayload';
  /** The ids actually deleted (the signed-in user's own). */
  deletedIds: Array<Scalars['ID']['output']>;
  /** Why nothing was deleted. */
  userErrors: Array<UserError>;
};

/** An email draft of the signed-in user (spec part 2 section 3, Email draft). */
export type Draft = {
  __typename?: 'Draft';
  /** The recipients on Bcc. */
  bcc: Array<PersonRef>;
  /** The body (HTML, untrusted: sanitize before showing it outside the editor). */
  body: Scalars['String']['output'];
  /** The recipients on Cc. */
  cc: Array<PersonRef>;
  /** When it was created (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** The draft's attachments, newest first: sent with it. */
  files: Array<DraftFile>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** Whether it is a company email (one email per company). */
  isCompany: Scalars['Boolean']['output'];
  /**
   * What sending would send, as saved: the first `first` messages (one per contact in To, or per company for a company
   * email), each with its variables filled and the sender's signature below the body.
   */
  preview: DraftPreview;
  /** The project it is about, whose name and capital fill `{{project_name}}` and `{{capital_required}}`; null when none. */
  project?: Maybe<Project>;
  /** The id of the project it is about; null when none. */
  projectId?: Maybe<Scalars['ID']['output']>;
  /** How far sending has got: read it while `sendDraft` runs to show progress. */
  sendProgress: SendProgress;
  /** The subject; empty when not written yet. */
  subject: Scalars['String']['output'];
  /** The recipients on To. */
  to: Array<PersonRef>;
  /** How many different companies the contacts in To work for (the line 'n contacts, n companies being emailed'). */
  toCompanyCount: Scalars['Int']['output'];
  /** When it last changed (UTC). */
  updatedAt: Scalars['DateTime']['output'];
};


/** An email draft of the signed-in user (spec part 2 section 3, Email draft). */
export type DraftPreviewArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An attachment of a draft. Uploads and downloads do not go through GraphQL: the browser posts multipart to
 * `POST /files/drafts/{draftId}` (REST `emails/contexts/{id}/add_files/`, 150 MB a file) and downloads from `document`.
 */
export type DraftFile = {
  __typename?: 'DraftFile';
  /** When it was attached (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Where the browser downloads it: the bff's `/files/drafts/files/{id}`, sent as an attachment with its name. */
  document: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** The file name as uploaded. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its media type, e.g. `application/pdf`. */
  type: Scalars['String']['output'];
};

/** The result of creating or changing a draft. */
export type DraftPayload = {
  __typename?: 'DraftPayload';
  /** The draft as saved; null when it was not. */
  draft?: Maybe<Draft>;
  /** Why it was not saved, per field. */
  userErrors: Array<UserError>;
};

/** What sending a draft would send. */
export type DraftPreview = {
  __typename?: 'DraftPreview';
  /** The first messages. */
  messages: Array<PreviewMessage>;
  /** How many messages sending would send. */
  totalCount: Scalars['Int']['output'];
};

/** An email message (spec part 2 section 3, Email message). Subject, body and names are untrusted. */
export type Email = {
  __typename?: 'Email';
  /** The recipients on Cc. */
  cc: Array<EmailAddressee>;
  /** The body as received (HTML, untrusted: sanitize before display, block remote images until asked). */
  content: Scalars['String']['output'];
  /** The thread it belongs to. */
  conversationId: Scalars['String']['output'];
  /** When it was sent (UTC). */
  date: Scalars['DateTime']['output'];
  /** Whether the stored body holds scripts, event handlers or javascript: links (removed on display). */
  hasUnsafeContent: Scalars['Boolean']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Whether it was forwarded. */
  isForwarded: Scalars['Boolean']['output'];
  /** Who sent it; null when unknown. */
  sender?: Maybe<EmailAddressee>;
  /** The subject (plain text). */
  subject: Scalars['String']['output'];
  /** The recipients on To. */
  to: Array<EmailAddressee>;
};

/** A sender or recipient of a message: a contact, or an address with no contact (stored inside its message). */
export type EmailAddressee = {
  __typename?: 'EmailAddressee';
  /** The email address; null when not known. */
  address?: Maybe<Scalars['String']['output']>;
  /** The contact's name, else the address. */
  name: Scalars['String']['output'];
  /** The contact; null for an address with no contact. */
  person?: Maybe<PersonRef>;
};

/** One page of email messages. */
export type EmailConnection = {
  __typename?: 'EmailConnection';
  /** The messages on this page. */
  nodes: Array<Email>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many messages match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Filters of a contact's email activity. */
export type EmailFilter = {
  /** From this day (inclusive). */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** To this day (inclusive). */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Only messages this contact received (not with `sender`). */
  receiver?: InputMaybe<Scalars['ID']['input']>;
  /** Matches the subject or the body: every word (or "quoted phrase") by fragment, in any order. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only messages this contact sent (not with `receiver`). */
  sender?: InputMaybe<Scalars['ID']['input']>;
};

/** An email address seen in mail that belongs to no contact. */
export type ExternalContact = {
  __typename?: 'ExternalContact';
  /** When it was first seen. */
  createdAt: Scalars['DateTime']['output'];
  /** The address. */
  emailAddress: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
};

/** The message to forward. */
export type ForwardEmailInput = {
  /** The message. */
  messageId: Scalars['ID']['input'];
};

/** An imported CSV line that duplicates a contact. */
export type ImportedDuplicate = {
  __typename?: 'ImportedDuplicate';
  /** Imported company. */
  company: Scalars['String']['output'];
  /** When it was imported. */
  createdAt: Scalars['DateTime']['output'];
  /** The whole imported line, as a person request (snake_case keys). */
  details: Scalars['JSON']['output'];
  /** The contact it duplicates (the original). */
  duplicateOf: Person;
  /** Imported emails. */
  emails: Array<PersonEmail>;
  /** Imported first name. */
  firstName: Scalars['String']['output'];
  /** The id of the imported line. */
  id: Scalars['ID']['output'];
  /** Imported job title. */
  jobTitle?: Maybe<Scalars['String']['output']>;
  /** Imported last name. */
  lastName: Scalars['String']['output'];
  /** Imported phones. */
  phones: Array<PersonPhone>;
};

/** An investing geography: the `investing_geography_types` lookup list. */
export type InvestingGeography = LookupItem & {
  __typename?: 'InvestingGeography';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** An investment class: the `investment_class_types` lookup list. */
export type InvestmentClass = LookupItem & {
  __typename?: 'InvestmentClass';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** Whom to invite, and optionally as what. */
export type InvitePersonInput = {
  /** The contact. */
  id: Scalars['ID']['input'];
  /** USER, CLIENT or GUEST; the contact's own type when not given. */
  profileType?: InputMaybe<ProfileType>;
};

/** Invite status of a contact. REST numbers: NotSent=0, Pending=1, Accepted=2. */
export enum InviteStatus {
  /** The contact has set a password and can sign in. */
  Accepted = 2,
  /** Never invited. */
  NotSent = 0,
  /** Invited; the invite has not been accepted yet. */
  Pending = 1
}

/** A legal status: the `legal_status` lookup list. */
export type LegalStatus = LookupItem & {
  __typename?: 'LegalStatus';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A capital-provider criterion a deal is matched on (REST: the criteria's field names, e.g. `max_ltv`). */
export enum LenderCriterion {
  /** Invests in the deal's location (soft). */
  InvestingGeographies = 'INVESTING_GEOGRAPHIES',
  /** Lends debt (the deal's transaction types include Debt). */
  IsDebt = 'IS_DEBT',
  /** Funds development (the project type Development needs it). */
  IsDevelopment = 'IS_DEVELOPMENT',
  /** Invests equity (the deal's transaction types include Equity). */
  IsEquity = 'IS_EQUITY',
  /** Funds land (the project type Land Bridge needs it). */
  IsLand = 'IS_LAND',
  /** Funds the private rented sector (counts for Residential assets; soft). */
  IsPrs = 'IS_PRS',
  /** Sharia-compliant (a Sharia deal needs it). */
  IsSharia = 'IS_SHARIA',
  /** The highest loan to cost, in percent (capital required over total cost). */
  MaxLtc = 'MAX_LTC',
  /** The highest loan to gross development value, in percent (capital required over GDV). */
  MaxLtgdv = 'MAX_LTGDV',
  /** The highest loan to value, in percent (capital required over recent valuation). */
  MaxLtv = 'MAX_LTV',
  /** The largest deal size, in £. */
  MaxSize = 'MAX_SIZE',
  /** The longest term (the provider's years, compared in months). */
  MaxTerm = 'MAX_TERM',
  /** The smallest deal size, in £. */
  MinSize = 'MIN_SIZE',
  /** The shortest term (the provider's years, compared in months). */
  MinTerm = 'MIN_TERM'
}

/** One side of a miss: one of its fields is set, by the criterion's kind. */
export type LenderCriterionValue = {
  __typename?: 'LenderCriterionValue';
  /** A number: percent, £ or months. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Yes or no. */
  flag?: Maybe<Scalars['Boolean']['output']>;
  /** Geographies (the deal's location, or those a provider invests in). */
  geographies?: Maybe<Array<InvestingGeography>>;
};

/** One capital provider's fit to a deal, with the reasons. */
export type LenderMatch = {
  __typename?: 'LenderMatch';
  /** The contact's company. */
  company?: Maybe<Scalars['String']['output']>;
  /** True when the provider meets every hard criterion the deal sets. */
  fits: Scalars['Boolean']['output'];
  /** The criteria the deal sets that the provider meets. */
  met: Array<LenderCriterion>;
  /** The criteria it does not meet, with by how much. */
  misses: Array<LenderMiss>;
  /** True when it misses only hard limits, each by a near gap. */
  nearMiss: Scalars['Boolean']['output'];
  /** The provider contact. */
  person: PersonRef;
  /** The provider's relation to this project, when it is on it already. */
  relationState?: Maybe<ProviderRelationState>;
  /** 0 to 100: a fit 50 plus half its share of the soft points (geography, investment class, subcategory, PRS); a near miss below 50, lower the further it misses; a fail 0. */
  score: Scalars['Int']['output'];
};

/** A page of lender matches. */
export type LenderMatchConnection = {
  __typename?: 'LenderMatchConnection';
  /** The matches on this page, in rank order. */
  nodes: Array<LenderMatch>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many providers match (with `includeFails`: every capital provider), over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A criterion a provider does not meet. */
export type LenderMiss = {
  __typename?: 'LenderMiss';
  /** Which. */
  criterion: LenderCriterion;
  /** How far apart, in the criterion's unit (percent points, £, months); null for yes/no and geographies. */
  gap?: Maybe<Scalars['Float']['output']>;
  /** True when missing it excludes the provider (unless near); soft misses only lower the score. */
  hard: Scalars['Boolean']['output'];
  /** What the provider's criterion gives: its limit (percent, £, months), no, or the geographies it invests in. */
  have: LenderCriterionValue;
  /** What the deal asks: its ratio in percent, its size in £, its term in months, yes, or its location. */
  want: LenderCriterionValue;
};

/** A location: the `location_types` lookup list. */
export type Location = LookupItem & {
  __typename?: 'Location';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/**
 * One entry of a lookup list. Each list has its own type implementing this interface: ids are only unique within a
 * list, and the client's normalized cache identifies objects by type and id (see README, "Cache identity").
 */
export type LookupItem = {
  /** The id, unique within its list. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** All lookup lists. */
export type Lookups = {
  __typename?: 'Lookups';
  /** Contact Activity's entry types. */
  activityTypes: Array<ActivityType>;
  /** Asset types. */
  assetTypes: Array<AssetType>;
  /** Contact categories. */
  categories: Array<Category>;
  /** Client classes. */
  clientClasses: Array<ClientClass>;
  /** Capital types. */
  cpSubcategories: Array<CpSubcategory>;
  /** The columns every new board starts with. */
  defaultColumns: Array<DefaultColumn>;
  /** Investing geographies. */
  investingGeographyTypes: Array<InvestingGeography>;
  /** Investment class types. */
  investmentClassTypes: Array<InvestmentClass>;
  /** Legal statuses. */
  legalStatuses: Array<LegalStatus>;
  /** Location types. */
  locationTypes: Array<Location>;
  /** Profile types. */
  profileTypes: Array<ProfileTypeLabel>;
  /** Project statuses. */
  projectStatusTypes: Array<ProjectStatusType>;
  /** Project types. */
  projectTypes: Array<ProjectType>;
  /** Provider relation states. */
  providerRelationTypes: Array<ProviderRelationType>;
  /** Subcategories. */
  subcategories: Array<Subcategory>;
  /** Task states. */
  taskStates: Array<TaskStateLabel>;
  /** Titles (Mr, Mrs, Dr, ...). */
  titles: Array<Title>;
  /** Transaction sub types. */
  transactionSubTypes: Array<TransactionSubType>;
  /** Transaction types. */
  transactionTypes: Array<TransactionType>;
  /** Use class types. */
  useClassTypes: Array<UseClass>;
};

/** A state on a project's team (spec part 2 section 4). */
export enum MembershipState {
  /** The client, following the deal. */
  Client = 2,
  /** A guest: sees the tasks assigned to them. */
  Guest = 4,
  /** A member of the deal team. */
  Member = 3,
  /** Owner: full access on the project. */
  Owner = 1
}

/** An email on the merge screen. */
export type MergeEmailInput = {
  /** The address. */
  email: Scalars['String']['input'];
  /** Work, Home, Other or Other 2. */
  label: Scalars['String']['input'];
};

/** The contact fields chosen on the merge screen; only those sent are saved. */
export type MergeFieldsInput = {
  /** Bio. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Birthday. */
  birthday?: InputMaybe<Scalars['Date']['input']>;
  /** Category ids. */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Work city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Client class (lookup id). */
  clientClass?: InputMaybe<Scalars['ID']['input']>;
  /** Company. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Work country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Emails in order (the first is required). */
  emails?: InputMaybe<Array<MergeEmailInput>>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Home city. */
  homeCity?: InputMaybe<Scalars['String']['input']>;
  /** Home country. */
  homeCountry?: InputMaybe<Scalars['String']['input']>;
  /** Home postcode. */
  homePostcode?: InputMaybe<Scalars['String']['input']>;
  /** Home street. */
  homeStreet?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Legal status (lookup id). */
  legalStatus?: InputMaybe<Scalars['ID']['input']>;
  /** Location ids. */
  locations?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Middle name. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Nickname. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** Phones in order. */
  phones?: InputMaybe<Array<MergePhoneInput>>;
  /** Work postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Previous company. */
  previousCompany?: InputMaybe<Scalars['String']['input']>;
  /** Rating 0 to 3. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** Spouse. */
  spouse?: InputMaybe<Scalars['String']['input']>;
  /** Work street. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** Subcategory ids. */
  subcategories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Suffix. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Tags. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (lookup id). */
  title?: InputMaybe<Scalars['ID']['input']>;
  /** Use class ids. */
  useClasses?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Website. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Merging an imported duplicate into its contact. */
export type MergeImportedDuplicateInput = {
  /** The chosen fields. */
  fields: MergeFieldsInput;
  /** The imported duplicate. */
  id: Scalars['ID']['input'];
  /** The contact it duplicates. */
  person: Scalars['ID']['input'];
};

/** The result of a merge or an undo. */
export type MergePayload = {
  __typename?: 'MergePayload';
  /** The surviving contact; null on failure. */
  person?: Maybe<Person>;
  /** Why it failed, per field. */
  userErrors: Array<UserError>;
};

/** A phone on the merge screen. */
export type MergePhoneInput = {
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: Scalars['String']['input'];
  /** The number. */
  number: Scalars['String']['input'];
};

/** Merging possible duplicates. */
export type MergePossibleDuplicatesInput = {
  /** The contact whose capital-provider criteria the survivor keeps; null keeps the survivor's own ('Use original'). */
  capitalProvider?: InputMaybe<Scalars['ID']['input']>;
  /** The chosen fields. */
  fields: MergeFieldsInput;
  /** The contacts merged into it. */
  people: Array<Scalars['ID']['input']>;
  /** The surviving contact (the first selected). */
  survivor: Scalars['ID']['input'];
};

/** Where a task goes. */
export type MoveTaskInput = {
  /** The column it goes to. */
  columnId: Scalars['ID']['input'];
  /** The task. */
  id: Scalars['ID']['input'];
  /** Its place there, from 0. */
  position: Scalars['Int']['input'];
};

/** The entry point for changing data. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Comments on a task (whoever sees the task). Blank text is a `userErrors` entry on `text`. */
  addComment: CommentPayload;
  /**
   * Adds contacts to a project as capital providers, all in one state (Contacted when absent); staff and the
   * project's owners. A contact that cannot be added is a `userErrors` entry on `personIds`; the others are added.
   */
  addProjectProviders: ProjectProvidersPayload;
  /** Adds a person to a project's team (team owners and admins). */
  addTeamMember: TeamMemberPayload;
  /** Approve: Submitted to Approved (full access). */
  approveTask: TaskPayload;
  /** Assigns contacts to a project as members (the contacts list's Assign to Project). */
  assignToProject: ProjectPayload;
  /** Creates a draft to these contacts (the contacts list's Email action); `isCompany` makes it a company email. */
  createDraft: DraftPayload;
  /**
   * Adds a note to a contact (staff only). Blank text is a `userErrors` entry on `text`; the client discards a new
   * note with blank text before sending it.
   */
  createNote: NotePayload;
  /**
   * Creates a contact (firm staff). Spec section 5's rules answer as `userErrors` per field, with the server's
   * messages; a Work email another contact has answers `conflictingPerson` and the message 'This work email address
   * is already being used by: {name}' on `emails`.
   */
  createPerson: PersonPayload;
  /** Creates a project (staff). The universal owners join its team as owners whatever `members` says. */
  createProject: ProjectPayload;
  /** Adds a note to a project. Blank text is a `userErrors` entry on `text`. */
  createProjectNote: ProjectNotePayload;
  /**
   * Adds a task to a column of a board (staff, the project's owners and members). The creator is the signed-in user.
   * `userErrors` carry the api's messages per field.
   */
  createTask: TaskPayload;
  /** Creates a blank template (spec: 'Create New Template'), to be filled in on the template editor. */
  createTemplate: TemplatePayload;
  /** Deletes a comment (its creator only). */
  deleteComment: DeleteCommentPayload;
  /** Removes an attachment from one of your drafts. */
  deleteDraftFile: DeleteFilePayload;
  /** Deletes several of the signed-in user's drafts; ids that are not theirs are ignored. */
  deleteDrafts: DeleteDraftsPayload;
  /** Deletes a file of a contact (staff only). */
  deleteFile: DeleteFilePayload;
  /** Deletes imported duplicates ('Duplicates deleted.'). Admins only. */
  deleteImportedDuplicates: ContactManagementPayload;
  /** Deletes a note (staff only). */
  deleteNote: DeleteNotePayload;
  /**
   * Deletes the selected contacts (admins only); they go to Deleted Contacts. Nobody can delete their own record
   * (a `userErrors` entry on `ids`). The web app then shows 'Users successfully deleted'.
   */
  deletePeople: DeletePeoplePayload;
  /** Deletes deleted contacts for good. Admins only. */
  deletePeoplePermanently: ContactManagementPayload;
  /** Deletes a contact (admins only; soft: Contact Management can reactivate it). Nobody can delete their own record. */
  deletePerson: DeletePersonPayload;
  /** Deletes a project with its board (staff). */
  deleteProject: DeleteProjectPayload;
  /** Deletes a file of a project (the person who uploaded it, staff or an owner of the project). */
  deleteProjectFile: DeleteFilePayload;
  /** Deletes a project note. */
  deleteProjectNote: DeleteNotePayload;
  /**
   * Deletes several projects with their boards, tasks and files (the projects list's Delete): staff, or an owner of
   * every one of them; otherwise nothing is deleted (a FORBIDDEN error).
   */
  deleteProjects: DeleteProjectsPayload;
  /** Removes a saved search (Remove, after 'Are you sure you want to delete this search history item?'). Its owner only. */
  deleteSavedSearch: DeleteSavedSearchPayload;
  /** Deletes a task (full access). */
  deleteTask: DeleteTaskPayload;
  /** Deletes a file of a task (the person who uploaded it). */
  deleteTaskFile: DeleteFilePayload;
  /** Removes an attachment from one of your templates. */
  deleteTemplateFile: DeleteFilePayload;
  /** Deletes several of the signed-in user's templates; ids that are not theirs are ignored. */
  deleteTemplates: DeleteTemplatesPayload;
  /** Dismisses external addresses for good. Admins only. */
  dismissExternalContacts: ContactManagementPayload;
  /**
   * Makes your forward draft of a message (the viewer's Forward): subject 'Fw: ...', the message's header and body
   * below an empty paragraph, no recipients yet. Fill To with `updateDraft`; `sendDraft` then sends it as one message
   * to everyone in To, in the forwarded message's thread, marked `isForwarded`. Cancel with `deleteDrafts`.
   */
  forwardEmail: DraftPayload;
  /** Flags contacts as not duplicates ('Duplicates ignored.'). Admins only. */
  ignorePossibleDuplicates: ContactManagementPayload;
  /**
   * Invites a contact: the invite status becomes Pending and an email with a link to create a password is sent.
   * While Pending, calling it again resends the invite (admins only).
   */
  invitePerson: PersonPayload;
  /** Merges an imported duplicate into its contact with the chosen fields. Admins only. */
  mergeImportedDuplicate: MergePayload;
  /**
   * Merges contacts into the first (the survivor) with the chosen fields, in one transaction: their notes and other
   * records move to the survivor, they are soft-deleted. Undoable for 30 days. Admins only.
   */
  mergePossibleDuplicates: MergePayload;
  /**
   * Moves a task to a column and a position in it (from 0); the other tasks of both columns make room, on the server,
   * so every member of the board sees the same order.
   */
  moveTask: TaskPayload;
  /** Always `true`: the root type cannot be empty. */
  noop: Scalars['Boolean']['output'];
  /** Reactivates deleted contacts. Admins only. */
  reactivatePeople: ContactManagementPayload;
  /**
   * Re-reads the signed-in user's Outlook status from the server and pushes it to their `outlookStatusChanged`
   * subscribers: the top bar's 'Refresh' action. Signed-in users only.
   */
  refreshOutlookStatus?: Maybe<OutlookStatus>;
  /** Reject: Submitted back to To Do (full access). */
  rejectTask: TaskPayload;
  /** Removes a person from a project's team (team owners and admins; not the universal owner). */
  removeTeamMember: RemoveTeamMemberPayload;
  /** Renames a board column (full access). */
  renameColumn: ColumnPayload;
  /**
   * Asks for a password-reset link to be emailed. Always succeeds from the caller's point of view, so that it does not
   * reveal which emails have accounts.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sets a password from a reset or invite link. A dead link is a `userErrors` entry on `token`. */
  resetPassword: ResetPasswordPayload;
  /** Revokes a contact's invite or access: the invite status returns to Not Sent. Nobody can revoke their own record. */
  revokeInvite: PersonPayload;
  /**
   * Creates (no `id`) or updates (with `id`, only the changed fields) a contact's Capital Provider Information.
   * At least one of debt or equity; Capital Type, Investment Class and the description are required.
   */
  saveCapitalProvider: CapitalProviderPayload;
  /** Saves a draft as a new template with a name (required: a blank name is a `userErrors` entry on `name`). */
  saveDraftAsTemplate: TemplatePayload;
  /**
   * Saves a search ('Save search as'); its owner is the signed-in user. Firm staff only. A blank title is a
   * `userErrors` entry on `title`, a query that does not parse one on `query` naming the offending term.
   */
  saveSearch: SavedSearchPayload;
  /** Saves the signed-in user's column preferences for one table type (for example `people`). */
  saveTableColumnPrefs: SaveTableColumnPrefsPayload;
  /** A new draft from a template, with these recipients (spec: to, cc and bcc carried over); answers the draft. */
  saveTemplateAsDraft: SaveTemplateAsDraftPayload;
  /**
   * Sends a draft through the connected Outlook account (the mail sandbox without Microsoft settings): one email per
   * contact in To, or one per company for a company email, with the template variables filled per recipient. A retry
   * sends only to the recipients not sent yet. Not connected: a `userErrors` entry 'You need to be authenticated with
   * Outlook to do that'.
   */
  sendDraft: SendDraftPayload;
  /** Hides or shows board columns of one project (full access). */
  setColumnsHidden: ColumnsPayload;
  /**
   * One state for one or many providers of a project (the provider menu and the bulk change); the payload's project
   * carries the refreshed `cpSummary`.
   */
  setProviderState: ProjectProvidersPayload;
  /** Make Owner / Make Member: changes a membership's state (team owners and admins; not the universal owner's). */
  setTeamMemberState: TeamMemberPayload;
  /**
   * Shares a saved search with staff people, added to its owners ('Your search has been successfully shared'). Its
   * owner only (others: a `FORBIDDEN` error). People who are not staff are a `userErrors` entry on `people`.
   */
  shareSavedSearch: SavedSearchPayload;
  /**
   * Signs in with email and password. On success the server sets an httpOnly session cookie.
   * A wrong email or password is a `userErrors` entry: 'Login failed. Please, check your email and password.'
   */
  signIn: SignInPayload;
  /** Signs out: revokes the REST token and clears the session cookie. */
  signOut: SignOutPayload;
  /**
   * Extension (lender matching): outreach in one step and one transaction. Adds the people not on the project yet as
   * its capital providers in the state Contacted, and creates your company email draft to all of them about the project
   * (from your template when given: its subject, body and attachments; else blank). Nothing is saved when any part
   * fails. Each is recorded in Contact Activity. Staff only (FORBIDDEN otherwise). REST
   * `POST projects/{id}/lender_outreach/`.
   */
  startLenderOutreach: StartLenderOutreachPayload;
  /** Submit for Approval: To Do to Submitted. */
  submitTask: TaskPayload;
  /** Undoes a merge (within 30 days, the latest into its contact): the merged contacts and what moved come back. Admins only. */
  undoMerge: MergePayload;
  /** Changes a comment's text (its creator only). Blank text is a `userErrors` entry on `text`. */
  updateComment: CommentPayload;
  /** Changes a draft: the recipient lists given replace the old ones; subject, body and project as given. */
  updateDraft: DraftPayload;
  /** Changes a note's text (staff only). Blank text is a `userErrors` entry on `text`. */
  updateNote: NotePayload;
  /**
   * Bulk edit (`PATCH people/update_multiple/`): the same changes to every selected contact, in one transaction.
   * Each field given overwrites, unless it is named in `add`, which adds to what a contact has. Only admins may edit
   * admins. `isDeleted: false` reactivates deleted contacts.
   */
  updatePeople: UpdatePeoplePayload;
  /** Saves the changed fields of a contact (send only those). Only admins edit admins or choose the Admin type. */
  updatePerson: PersonPayload;
  /** Changes a project's fields (staff and its owners): only the fields given. */
  updateProject: ProjectPayload;
  /** Changes a project note's text. */
  updateProjectNote: ProjectNotePayload;
  /** Writes a provider's notes; the server keeps when they were first written and last changed. */
  updateProviderNotes: ProjectProviderPayload;
  /** Saves the signed-in user's email signature (HTML). */
  updateSignature: UpdateSignaturePayload;
  /** Changes a task's title, description, due date or assignees (full access, or the task's creator). */
  updateTask: TaskPayload;
  /** Changes a template's name, subject, body or company flag. A blank name is a `userErrors` entry on `name`. */
  updateTemplate: TemplatePayload;
};


/** The entry point for changing data. */
export type MutationAddCommentArgs = {
  input: AddCommentInput;
};


/** The entry point for changing data. */
export type MutationAddProjectProvidersArgs = {
  input: AddProjectProvidersInput;
};


/** The entry point for changing data. */
export type MutationAddTeamMemberArgs = {
  input: AddTeamMemberInput;
};


/** The entry point for changing data. */
export type MutationApproveTaskArgs = {
  input: TaskIdInput;
};


/** The entry point for changing data. */
export type MutationAssignToProjectArgs = {
  input: AssignToProjectInput;
};


/** The entry point for changing data. */
export type MutationCreateDraftArgs = {
  input: CreateDraftInput;
};


/** The entry point for changing data. */
export type MutationCreateNoteArgs = {
  input: CreateNoteInput;
};


/** The entry point for changing data. */
export type MutationCreatePersonArgs = {
  input: CreatePersonInput;
};


/** The entry point for changing data. */
export type MutationCreateProjectArgs = {
  input: ProjectInput;
};


/** The entry point for changing data. */
export type MutationCreateProjectNoteArgs = {
  input: CreateProjectNoteInput;
};


/** The entry point for changing data. */
export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


/** The entry point for changing data. */
export type MutationDeleteCommentArgs = {
  input: DeleteCommentInput;
};


/** The entry point for changing data. */
export type MutationDeleteDraftFileArgs = {
  input: DeleteFileInput;
};


/** The entry point for changing data. */
export type MutationDeleteDraftsArgs = {
  input: DeleteDraftsInput;
};


/** The entry point for changing data. */
export type MutationDeleteFileArgs = {
  input: DeleteFileInput;
};


/** The entry point for changing data. */
export type MutationDeleteImportedDuplicatesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing data. */
export type MutationDeleteNoteArgs = {
  input: DeleteNoteInput;
};


/** The entry point for changing data. */
export type MutationDeletePeopleArgs = {
  input: DeletePeopleInput;
};


/** The entry point for changing data. */
export type MutationDeletePeoplePermanentlyArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing data. */
export type MutationDeletePersonArgs = {
  input: PersonIdInput;
};


/** The entry point for changing data. */
export type MutationDeleteProjectArgs = {
  input: ProjectIdInput;
};


/** The entry point for changing data. */
export type MutationDeleteProjectFileArgs = {
  input: DeleteFileInput;
};


/** The entry point for changing data. */
export type MutationDeleteProjectNoteArgs = {
  input: DeleteNoteInput;
};


/** The entry point for changing data. */
export type MutationDeleteProjectsArgs = {
  input: DeleteProjectsInput;
};


/** The entry point for changing data. */
export type MutationDeleteSavedSearchArgs = {
  input: DeleteSavedSearchInput;
};


/** The entry point for changing data. */
export type MutationDeleteTaskArgs = {
  input: TaskIdInput;
};


/** The entry point for changing data. */
export type MutationDeleteTaskFileArgs = {
  input: DeleteFileInput;
};


/** The entry point for changing data. */
export type MutationDeleteTemplateFileArgs = {
  input: DeleteFileInput;
};


/** The entry point for changing data. */
export type MutationDeleteTemplatesArgs = {
  input: DeleteTemplatesInput;
};


/** The entry point for changing data. */
export type MutationDismissExternalContactsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing data. */
export type MutationForwardEmailArgs = {
  input: ForwardEmailInput;
};


/** The entry point for changing data. */
export type MutationIgnorePossibleDuplicatesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing data. */
export type MutationInvitePersonArgs = {
  input: InvitePersonInput;
};


/** The entry point for changing data. */
export type MutationMergeImportedDuplicateArgs = {
  input: MergeImportedDuplicateInput;
};


/** The entry point for changing data. */
export type MutationMergePossibleDuplicatesArgs = {
  input: MergePossibleDuplicatesInput;
};


/** The entry point for changing data. */
export type MutationMoveTaskArgs = {
  input: MoveTaskInput;
};


/** The entry point for changing data. */
export type MutationReactivatePeopleArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for changing data. */
export type MutationRejectTaskArgs = {
  input: TaskIdInput;
};


/** The entry point for changing data. */
export type MutationRemoveTeamMemberArgs = {
  input: RemoveTeamMemberInput;
};


/** The entry point for changing data. */
export type MutationRenameColumnArgs = {
  input: RenameColumnInput;
};


/** The entry point for changing data. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** The entry point for changing data. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The entry point for changing data. */
export type MutationRevokeInviteArgs = {
  input: PersonIdInput;
};


/** The entry point for changing data. */
export type MutationSaveCapitalProviderArgs = {
  input: SaveCapitalProviderInput;
};


/** The entry point for changing data. */
export type MutationSaveDraftAsTemplateArgs = {
  input: SaveDraftAsTemplateInput;
};


/** The entry point for changing data. */
export type MutationSaveSearchArgs = {
  input: SaveSearchInput;
};


/** The entry point for changing data. */
export type MutationSaveTableColumnPrefsArgs = {
  input: SaveTableColumnPrefsInput;
};


/** The entry point for changing data. */
export type MutationSaveTemplateAsDraftArgs = {
  input: SaveTemplateAsDraftInput;
};


/** The entry point for changing data. */
export type MutationSendDraftArgs = {
  input: SendDraftInput;
};


/** The entry point for changing data. */
export type MutationSetColumnsHiddenArgs = {
  input: SetColumnsHiddenInput;
};


/** The entry point for changing data. */
export type MutationSetProviderStateArgs = {
  input: SetProviderStateInput;
};


/** The entry point for changing data. */
export type MutationSetTeamMemberStateArgs = {
  input: SetTeamMemberStateInput;
};


/** The entry point for changing data. */
export type MutationShareSavedSearchArgs = {
  input: ShareSavedSearchInput;
};


/** The entry point for changing data. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** The entry point for changing data. */
export type MutationStartLenderOutreachArgs = {
  input: StartLenderOutreachInput;
};


/** The entry point for changing data. */
export type MutationSubmitTaskArgs = {
  input: TaskIdInput;
};


/** The entry point for changing data. */
export type MutationUndoMergeArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for changing data. */
export type MutationUpdateCommentArgs = {
  input: UpdateCommentInput;
};


/** The entry point for changing data. */
export type MutationUpdateDraftArgs = {
  input: UpdateDraftInput;
};


/** The entry point for changing data. */
export type MutationUpdateNoteArgs = {
  input: UpdateNoteInput;
};


/** The entry point for changing data. */
export type MutationUpdatePeopleArgs = {
  input: UpdatePeopleInput;
};


/** The entry point for changing data. */
export type MutationUpdatePersonArgs = {
  input: UpdatePersonInput;
};


/** The entry point for changing data. */
export type MutationUpdateProjectArgs = {
  input: UpdateProjectInput;
};


/** The entry point for changing data. */
export type MutationUpdateProjectNoteArgs = {
  input: UpdateNoteInput;
};


/** The entry point for changing data. */
export type MutationUpdateProviderNotesArgs = {
  input: UpdateProviderNotesInput;
};


/** The entry point for changing data. */
export type MutationUpdateSignatureArgs = {
  input: UpdateSignatureInput;
};


/** The entry point for changing data. */
export type MutationUpdateTaskArgs = {
  input: UpdateTaskInput;
};


/** The entry point for changing data. */
export type MutationUpdateTemplateArgs = {
  input: UpdateTemplateInput;
};

/** A note on a contact. */
export type Note = {
  __typename?: 'Note';
  /** When it was written (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Who wrote it. */
  creator?: Maybe<PersonRef>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** The text. */
  text: Scalars['String']['output'];
  /** When it last changed (UTC). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The result of creating or changing a note. */
export type NotePayload = {
  __typename?: 'NotePayload';
  /** The note as saved; null when it was not. */
  note?: Maybe<Note>;
  /** Why it was not saved, per field (`text`, `personId`). */
  userErrors: Array<UserError>;
};

/** The derived Outlook status. */
export enum OutlookState {
  /** Credentials and subscription exist and are active. */
  Connected = 'CONNECTED',
  /** Anything else. */
  Expired = 'EXPIRED',
  /** No credentials. */
  NotConnected = 'NOT_CONNECTED'
}

/**
 * Outlook (Microsoft mail) connection status. Not Connected without credentials; Connected when credentials and a
 * subscription exist and both are active; otherwise Expired.
 */
export type OutlookStatus = {
  __typename?: 'OutlookStatus';
  /** The credentials are active. */
  credentialsAreActive: Scalars['Boolean']['output'];
  /** Credentials exist. */
  hasOutlookCredentials: Scalars['Boolean']['output'];
  /** A mail subscription exists. */
  hasOutlookSubscription: Scalars['Boolean']['output'];
  /** The derived status shown in the top bar. */
  state: OutlookState;
  /** The subscription is active. */
  subscriptionsAreActive: Scalars['Boolean']['output'];
};

/** Paging information for a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass this as `after` to get the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow the last one returned. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A contact: a person at a company, possibly a user of the product, possibly a capital provider. */
export type Person = {
  __typename?: 'Person';
  /** Biography. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Birthday. */
  birthday?: Maybe<Scalars['Date']['output']>;
  /** Lending criteria, when the contact is a capital provider. */
  capitalProvider?: Maybe<CapitalProvider>;
  /** Contact categories; a capital-provider category makes the contact a capital provider. */
  categories: Array<Category>;
  /** Work address: city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Client class (clients only). */
  clientClass?: Maybe<ClientClass>;
  /** Company name (required). */
  company: Scalars['String']['output'];
  /** Work address: country. */
  country?: Maybe<Scalars['String']['output']>;
  /** When the contact was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Who created the contact; null when not recorded. A deleted creator reads 'User No Longer Exists'. */
  createdBy?: Maybe<PersonRef>;
  /** Department. */
  department?: Maybe<Scalars['String']['output']>;
  /** Email addresses in label order; the first is the primary. */
  emails: Array<PersonEmail>;
  /** The contact's files, newest first. */
  files: Array<PersonFile>;
  /** First name (required). */
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** Home address: city. */
  homeCity?: Maybe<Scalars['String']['output']>;
  /** Home address: country. */
  homeCountry?: Maybe<Scalars['String']['output']>;
  /** Home address: postcode. */
  homePostcode?: Maybe<Scalars['String']['output']>;
  /** Home address: street. */
  homeStreet?: Maybe<Scalars['String']['output']>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** Invite status. */
  inviteStatus: InviteStatus;
  /** Whether this contact is a capital provider (has a capital-provider category). */
  isCapitalProvider: Scalars['Boolean']['output'];
  /** True for a deleted contact (Deleted Contacts, or merged into another). */
  isDeleted: Scalars['Boolean']['output'];
  /** Whether the contact has linked a Microsoft mail account. */
  isMsAuthorized: Scalars['Boolean']['output'];
  /** Whether the contact is a mandatory owner of every new project. */
  isUniversalOwner: Scalars['Boolean']['output'];
  /** Job title. */
  jobTitle?: Maybe<Scalars['String']['output']>;
  /** Last name (required). */
  lastName: Scalars['String']['output'];
  /** Legal status. */
  legalStatus?: Maybe<LegalStatus>;
  /** Locations of interest. */
  locations: Array<Location>;
  /** Middle name. */
  middleName?: Maybe<Scalars['String']['output']>;
  /** Nickname. */
  nickname?: Maybe<Scalars['String']['output']>;
  /** Notes, newest first. */
  notes: Array<Note>;
  /** Phone numbers in label order. */
  phones: Array<PersonPhone>;
  /** Work address: postcode. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Previous company. */
  previousCompany?: Maybe<Scalars['String']['output']>;
  /** The first email address, if any. */
  primaryEmail?: Maybe<Scalars['String']['output']>;
  /** The first phone number, if any. */
  primaryPhone?: Maybe<Scalars['String']['output']>;
  /** What the contact may see when invited. */
  profileType: ProfileType;
  /**
   * The projects this contact is on, on the team or as the client, by name (the contact screen's Projects card). Those
   * the signed-in user may see.
   */
  projects: Array<Project>;
  /** Star rating, 0 (Not Rated) to 3. */
  rating: Scalars['Int']['output'];
  /** Spouse. */
  spouse?: Maybe<Scalars['String']['output']>;
  /** Work address: street. */
  street?: Maybe<Scalars['String']['output']>;
  /** Subcategories of the categories. */
  subcategories: Array<Subcategory>;
  /** Suffix, such as Jr. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** Tags, lowercased. */
  tags: Array<Scalars['String']['output']>;
  /**
   * The tasks assigned to this contact, soonest due first (the contact screen's Tasks card, grouped by state). Those the
   * signed-in user may see.
   */
  tasks: Array<Task>;
  /** Title, such as Mr or Dr. */
  title?: Maybe<Title>;
  /** The merges into this contact an admin can still undo (30 days), newest first; empty for others than admins. */
  undoableMerges: Array<PersonMerge>;
  /** When the contact last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who last changed the contact; null when not recorded. A deleted person reads 'User No Longer Exists'. */
  updatedBy?: Maybe<PersonRef>;
  /** Use classes of interest. */
  useClasses: Array<UseClass>;
  /** Website. */
  website?: Maybe<Scalars['String']['output']>;
};

/** A page of contacts. */
export type PersonConnection = {
  __typename?: 'PersonConnection';
  /** The contacts on this page. */
  nodes: Array<Person>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many contacts match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A labelled email address of a contact. Labels in order: Work, Home, Other, Other 2. */
export type PersonEmail = {
  __typename?: 'PersonEmail';
  /** The address, lowercased. */
  email: Scalars['String']['output'];
  /** Work, Home, Other or Other 2. */
  label: Scalars['String']['output'];
};

/** A labelled email of a contact; a null or blank email is dropped. */
export type PersonEmailInput = {
  /** The address; lowercased by the server. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Work, Home, Other or Other 2 (in that order). */
  label: Scalars['String']['input'];
};

/**
 * A file on a contact. Uploads and downloads do not go through GraphQL: the browser posts multipart to
 * `POST /files/people/{personId}` and downloads from `document` (`GET /files/{id}`), both streamed by the bff.
 */
export type PersonFile = {
  __typename?: 'PersonFile';
  /** When it was uploaded (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Where the browser downloads it: the bff's `/files/{id}`, sent as an attachment with its name. */
  document: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** The file name as uploaded. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its media type, e.g. `application/pdf`. */
  type: Scalars['String']['output'];
  /** Who uploaded it. */
  user?: Maybe<PersonRef>;
};

/** Filters for the contacts list. */
export type PersonFilter = {
  /** Only contacts in any of these categories (lookup ids). */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these contacts. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only capital providers (true) or only others (false). */
  isCapitalProvider?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these profile types. */
  profileTypes?: InputMaybe<Array<ProfileType>>;
  /** Only contacts carrying this tag. */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** The size of one group of the contacts list. */
export type PersonGroupCount = {
  __typename?: 'PersonGroupCount';
  /** How many contacts of the whole filtered list are in this group. */
  count: Scalars['Int']['output'];
  /**
   * The group as text: the company, city, ... as stored; a rating as "0".."3"; a profile type or invite status as its
   * enum name (ADMIN, PENDING, ...); a category, subcategory, use class or location by its name; a tag; "true" or
   * "false" for capital providers. Null for the contacts without a value.
   */
  value?: Maybe<Scalars['String']['output']>;
};

/** A column contacts can be grouped by. */
export enum PersonGroupField {
  /** Capital provider or not. */
  CapitalProvider = 'CAPITAL_PROVIDER',
  /** Contact categories (each category its own group). */
  Categories = 'CATEGORIES',
  /** City of the work address. */
  City = 'CITY',
  /** Company name. */
  Company = 'COMPANY',
  /** Country of the work address. */
  Country = 'COUNTRY',
  /** Invite status. */
  InviteStatus = 'INVITE_STATUS',
  /** Job title. */
  JobTitle = 'JOB_TITLE',
  /** Locations (each its own group). */
  Locations = 'LOCATIONS',
  /** Full name. */
  Name = 'NAME',
  /** Profile type. */
  ProfileType = 'PROFILE_TYPE',
  /** Star rating, 0 to 3. */
  Rating = 'RATING',
  /** Subcategories (each its own group). */
  Subcategories = 'SUBCATEGORIES',
  /** Tags (each its own group). */
  Tags = 'TAGS',
  /** Use classes (each its own group). */
  UseClasses = 'USE_CLASSES'
}

/** One contact. */
export type PersonIdInput = {
  /** The contact. */
  id: Scalars['ID']['input'];
};

/**
 * The fields of a contact. On update, only the fields given change (a null clears a field). Lookups are ids of the
 * lists of `lookups`.
 */
export type PersonInput = {
  /** Biography. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Birthday. */
  birthday?: InputMaybe<Scalars['Date']['input']>;
  /** Contact categories (`Category` ids). */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Work city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Client Class (`ClientClass` id), clients only. */
  clientClass?: InputMaybe<Scalars['ID']['input']>;
  /** Company (required). */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Work country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Emails in order Work, Home, Other, Other 2; the first is required. */
  emails?: InputMaybe<Array<InputMaybe<PersonEmailInput>>>;
  /** First name (required). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Home city. */
  homeCity?: InputMaybe<Scalars['String']['input']>;
  /** Home country. */
  homeCountry?: InputMaybe<Scalars['String']['input']>;
  /** Home postcode. */
  homePostcode?: InputMaybe<Scalars['String']['input']>;
  /** Home street. */
  homeStreet?: InputMaybe<Scalars['String']['input']>;
  /** Job title. */
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** Last name (required). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Legal status (`LegalStatus` id). */
  legalStatus?: InputMaybe<Scalars['ID']['input']>;
  /** Locations (`Location` ids). */
  locations?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Middle name. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Nickname. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** Phones: Mobile, Work, Work 2, Home, Home 2, Fax, Other. */
  phones?: InputMaybe<Array<InputMaybe<PersonPhoneInput>>>;
  /** Work postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Previous company. */
  previousCompany?: InputMaybe<Scalars['String']['input']>;
  /** User type (required); only admins may choose ADMIN. */
  profileType?: InputMaybe<ProfileType>;
  /** Star rating, 0 to 3. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** Spouse. */
  spouse?: InputMaybe<Scalars['String']['input']>;
  /** Work street. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** Subcategories (`Subcategory` ids). */
  subcategories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Suffix. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Tags; lowercased and deduplicated by the server. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title (a `Title` id). */
  title?: InputMaybe<Scalars['ID']['input']>;
  /** Use classes (`UseClass` ids). */
  useClasses?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Website. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A merge of contacts that can still be undone. */
export type PersonMerge = {
  __typename?: 'PersonMerge';
  /** The id of the merge. */
  id: Scalars['ID']['output'];
  /** When the merge happened. */
  mergedAt: Scalars['DateTime']['output'];
  /** The ids of the contacts merged into this one. */
  mergedIds: Array<Scalars['ID']['output']>;
  /** Their names. */
  mergedNames: Array<Scalars['String']['output']>;
  /** Until when it can be undone. */
  undoUntil: Scalars['DateTime']['output'];
};

/** One sort key. */
export type PersonOrder = {
  /** The direction; ascending when omitted. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: PersonOrderField;
};

/** A field contacts can be sorted by. */
export enum PersonOrderField {
  /** City of the work address. */
  City = 'CITY',
  /** Company name. */
  Company = 'COMPANY',
  /** Country of the work address. */
  Country = 'COUNTRY',
  /** When the contact was created. */
  CreatedAt = 'CREATED_AT',
  /** First name. */
  FirstName = 'FIRST_NAME',
  /** Invite status. */
  InviteStatus = 'INVITE_STATUS',
  /** Job title. */
  JobTitle = 'JOB_TITLE',
  /** Last name. */
  LastName = 'LAST_NAME',
  /** Full name (first then last). */
  Name = 'NAME',
  /** Profile type. */
  ProfileType = 'PROFILE_TYPE',
  /** Star rating, 0 to 3. */
  Rating = 'RATING',
  /** When the contact last changed. */
  UpdatedAt = 'UPDATED_AT'
}

/** The result of a contact write. */
export type PersonPayload = {
  __typename?: 'PersonPayload';
  /** The contact that already has the Work email given (the Conflicting Email Address dialog's View Contact). */
  conflictingPerson?: Maybe<Person>;
  /** The contact as saved; null when it was not saved. */
  person?: Maybe<Person>;
  /** Why it was not saved, per field, with the server's messages. */
  userErrors: Array<UserError>;
};

/** A labelled phone number of a contact. Labels in order: Mobile, Work, Work 2, Home, Home 2, Fax, Other. */
export type PersonPhone = {
  __typename?: 'PersonPhone';
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: Scalars['String']['output'];
  /** The number as entered. */
  number: Scalars['String']['output'];
};

/** A labelled phone number of a contact; a blank number is dropped. */
export type PersonPhoneInput = {
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: Scalars['String']['input'];
  /** The number. */
  number?: InputMaybe<Scalars['String']['input']>;
};

/** A short reference to a person, e.g. the author of a note. */
export type PersonRef = {
  __typename?: 'PersonRef';
  /** First and last name; 'User No Longer Exists' when the person was deleted. */
  fullName: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
};

/** Contacts that look like one person. */
export type PossibleDuplicateGroup = {
  __typename?: 'PossibleDuplicateGroup';
  /** The id of the group's first (oldest) contact. */
  id: Scalars['ID']['output'];
  /** The contacts, oldest first. */
  people: Array<Person>;
  /** Why they look alike: name, email, phone. */
  reasons: Array<Scalars['String']['output']>;
};

/** One message of a draft's preview. */
export type PreviewMessage = {
  __typename?: 'PreviewMessage';
  /** The company, for a company email. */
  company?: Maybe<Scalars['String']['output']>;
  /** The body with its variables filled and the signature (HTML, untrusted: sanitize before showing it). */
  content: Scalars['String']['output'];
  /** `person:<id>`, `company:<name>`, or `forward`. */
  recipient: Scalars['String']['output'];
  /** The subject with its variables filled (plain text). */
  subject: Scalars['String']['output'];
};

/**
 * A profile type decides what a signed-in person may see. Admin and User are firm staff; Client and Guest are
 * outside parties invited to follow their own deals. REST numbers: Admin=1, User=2, Client=3, Guest=4.
 */
export enum ProfileType {
  /** Firm staff with every permission. */
  Admin = 1,
  /** A client following their own project board. */
  Client = 3,
  /** A guest who sees only their own tasks. */
  Guest = 4,
  /** Firm staff without the admin-only areas. */
  User = 2
}

/** The name of a profile type: the `profile_types` lookup list. */
export type ProfileTypeLabel = LookupItem & {
  __typename?: 'ProfileTypeLabel';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A financing project (a deal), spec part 2 section 3. */
export type Project = {
  __typename?: 'Project';
  /** Asset types. */
  assetTypes: Array<AssetType>;
  /** The capital the deal raises, in `currency`. */
  capitalRequired: Scalars['Float']['output'];
  /** The client contact; null once deleted for good. */
  client?: Maybe<PersonRef>;
  /** When the deal is to close (YYYY-MM-DD). */
  closingDate: Scalars['Date']['output'];
  /** The board's columns, left to right, with their task counts (the Project Board card). */
  columns: Array<BoardColumn>;
  /** How many providers are in each relation state (states with none left out). */
  cpSummary: Array<ProviderStateCount>;
  /** When it was created (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** The ISO currency code, e.g. GBP. */
  currency: Scalars['String']['output'];
  /** The success fee, in percent of the capital required. */
  fees: Scalars['Float']['output'];
  /** The project's files, newest first (REST `projects/{id}/files/`): a guest on the team may not read them. */
  files: Array<ProjectFile>;
  /** Extension (lender matching): the gross development value, against a provider's `maxLtgdv`; null when not set. */
  gdv?: Maybe<Scalars['Float']['output']>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** Extension (lender matching): true when the deal must be Sharia-compliant; null when not set. */
  isSharia?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Extension (lender matching): the capital providers ranked by fit to this deal. Those that meet every hard criterion
   * come first, best first, then near misses (every hard criterion missed by a near gap: 10 percent points of a
   * percentage, half of a size limit, a quarter of a term limit), then, with `includeFails`, those that fail one.
   * Staff only: anyone else gets an error (FORBIDDEN). REST `projects/{id}/lender_matches/`.
   */
  lenderMatches: LenderMatchConnection;
  /** Extension (lender matching): where the asset is, against a provider's investing geographies; null when not set. */
  location?: Maybe<InvestingGeography>;
  /** The team: owners first. */
  members: Array<ProjectMember>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** Notes on the project, newest first. */
  notes: Array<ProjectNote>;
  /** Approved tasks over all tasks, in whole percent; null when the board has no tasks. */
  progress?: Maybe<Scalars['Int']['output']>;
  /** The capital providers approached for this deal. */
  providers: Array<ProjectProvider>;
  /** The latest valuation of the asset. */
  recentValuation: Scalars['Float']['output'];
  /** Where the deal stands. */
  status?: Maybe<ProjectStatusType>;
  /** Derived: capital required x fees / 100, rounded to 0 decimals. */
  successFee: Scalars['Float']['output'];
  /** Its tags: lowercased, each once, alphabetically (one vocabulary with contacts' tags: `Query.tags`). */
  tags: Array<Scalars['String']['output']>;
  /** Extension (lender matching): the term in months, against a provider's minimum and maximum term; null when not set. */
  term?: Maybe<Scalars['Int']['output']>;
  /** The term sheet fee. */
  termSheetFee: Scalars['Float']['output'];
  /** Extension (lender matching): the total cost, in `currency`, against a provider's `maxLtc`; null when not set. */
  totalCost?: Maybe<Scalars['Float']['output']>;
  /** Derived: success fee + term sheet fee. */
  totalFees: Scalars['Float']['output'];
  /** The kinds of finance within them (Senior Debt, Mezzanine, ...): REST's `transaction_sub_types`. */
  transactionSubTypes: Array<TransactionSubType>;
  /** Debt, equity or both. */
  transactionTypes: Array<TransactionType>;
  /** Project types (at least one): REST's `project_types`. */
  types: Array<ProjectType>;
  /** When it last changed (UTC). */
  updatedAt: Scalars['DateTime']['output'];
};


/** A financing project (a deal), spec part 2 section 3. */
export type ProjectLenderMatchesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeFails?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A page of projects. */
export type ProjectConnection = {
  __typename?: 'ProjectConnection';
  /** The projects on this page. */
  nodes: Array<Project>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many projects match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** What deleting one project takes with it. */
export type ProjectDeletionSummary = {
  __typename?: 'ProjectDeletionSummary';
  /** Its files and the files of its tasks, deleted with it. */
  fileCount: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The project (this type has no `id`: it is a project's summary, not a project). */
  projectId: Scalars['ID']['output'];
  /** Its tasks, deleted with it. */
  taskCount: Scalars['Int']['output'];
};

/**
 * A file on a project (its ids are not a contact's or a task's file's). Seen and added by staff and by the project's
 * owners, members and clients (not its guests); deleted by the person who uploaded it, staff or an owner. Uploads and
 * downloads do not go through GraphQL: the browser posts multipart to `POST /files/projects/{projectId}` (REST
 * `projects/{id}/files/`, 150 MB a file) and downloads from `document` (`GET /files/projects/files/{id}`).
 */
export type ProjectFile = {
  __typename?: 'ProjectFile';
  /** When it was uploaded (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Where the browser downloads it: the bff's `/files/projects/files/{id}`, sent as an attachment with its name. */
  document: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** The file name as uploaded. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its media type, e.g. `application/pdf`. */
  type: Scalars['String']['output'];
  /** Who uploaded it: they may delete it, as may staff and the project's owners. */
  user?: Maybe<PersonRef>;
};

/** The size of one group of the projects list. */
export type ProjectGroupCount = {
  __typename?: 'ProjectGroupCount';
  /** How many projects of the whole filtered list are in this group. */
  count: Scalars['Int']['output'];
  /**
   * The group as text: the project's name; the client's full name ('User No Longer Exists' once deleted); the status,
   * project type, transaction type or asset type by its name. Null for the projects without a value.
   */
  value?: Maybe<Scalars['String']['output']>;
};

/** A column projects can be grouped by. */
export enum ProjectGroupField {
  /** Asset types (each its own group). */
  AssetTypes = 'ASSET_TYPES',
  /** The client. */
  Client = 'CLIENT',
  /** The project's name. */
  Name = 'NAME',
  /** Project types (each its own group). */
  ProjectTypes = 'PROJECT_TYPES',
  /** Its status. */
  Status = 'STATUS',
  /** Transaction types (each its own group). */
  TransactionTypes = 'TRANSACTION_TYPES'
}

/** A project. */
export type ProjectIdInput = {
  /** The project. */
  id: Scalars['ID']['input'];
};

/** A project's fields; on create, name, clientId, projectTypeIds and closingDate are required. */
export type ProjectInput = {
  /** Asset type ids. */
  assetTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Capital required. */
  capitalRequired?: InputMaybe<Scalars['Float']['input']>;
  /** The client contact. */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Closing date (YYYY-MM-DD). */
  closingDate?: InputMaybe<Scalars['Date']['input']>;
  /** Success fee, percent. */
  fees?: InputMaybe<Scalars['Float']['input']>;
  /** Extension: gross development value, in £ (null clears it). */
  gdv?: InputMaybe<Scalars['Float']['input']>;
  /** Extension: Sharia-compliant deal (null clears it). */
  isSharia?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extension: location, an id of `lookups.investingGeographyTypes` (null clears it). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** The team to start with (create only). */
  members?: InputMaybe<Array<TeamMemberInput>>;
  /** Its name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Project type ids. */
  projectTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Recent valuation. */
  recentValuation?: InputMaybe<Scalars['Float']['input']>;
  /** Status id (`lookups.projectStatusTypes`); Analysing when absent on create. */
  statusId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The whole list of tags (it replaces the project's): the server lowercases them, keeps each once and drops blanks;
   * at most 50 of at most 100 characters (a `userErrors` entry on `tags` otherwise).
   */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Extension: term in months, 1 to 600 (null clears it). */
  term?: InputMaybe<Scalars['Int']['input']>;
  /** Term sheet fee. */
  termSheetFee?: InputMaybe<Scalars['Float']['input']>;
  /** Extension: total cost, in £ (null clears it). */
  totalCost?: InputMaybe<Scalars['Float']['input']>;
  /** Transaction sub type ids (`lookups.transactionSubTypes`). */
  transactionSubTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Transaction type ids. */
  transactionTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A person on a project's team. */
export type ProjectMember = {
  __typename?: 'ProjectMember';
  /** The person's full name. */
  fullName: Scalars['String']['output'];
  /** The membership's id. */
  id: Scalars['ID']['output'];
  /** The person was deleted: their membership is kept, but they are not offered as an assignee. */
  isDeleted: Scalars['Boolean']['output'];
  /** The firm's universal owner: their membership cannot change. */
  isUniversalOwner: Scalars['Boolean']['output'];
  /** The person's id. */
  personId: Scalars['ID']['output'];
  /** Their state on the team. */
  state: MembershipState;
};

/**
 * A note on a project. Its own type, not a contact's \`Note\`: the two are kept apart (\`notes/projects/\` and
 * \`notes/people/\`) and their ids overlap, so a client cache keyed by type and id must not take one for the other.
 */
export type ProjectNote = {
  __typename?: 'ProjectNote';
  /** When it was written (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Who wrote it. */
  creator?: Maybe<PersonRef>;
  /** The id (among project notes). */
  id: Scalars['ID']['output'];
  /** The text. */
  text: Scalars['String']['output'];
  /** When it last changed (UTC). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The result of creating or changing a project note. */
export type ProjectNotePayload = {
  __typename?: 'ProjectNotePayload';
  /** The note as saved; null when it was not. */
  note?: Maybe<ProjectNote>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** One sort key of the projects list. */
export type ProjectOrder = {
  /** Ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: ProjectOrderField;
};

/** A field projects can be sorted by. */
export enum ProjectOrderField {
  /** The capital required. */
  CapitalRequired = 'CAPITAL_REQUIRED',
  /** Its closing date. */
  ClosingDate = 'CLOSING_DATE',
  /** When it was created. */
  CreatedAt = 'CREATED_AT',
  /** The project's name. */
  Name = 'NAME',
  /** Its status, in the order of the deal (Analysing first). */
  Status = 'STATUS'
}

/** The result of creating or changing a project. */
export type ProjectPayload = {
  __typename?: 'ProjectPayload';
  /** The project as saved; null when it was not. */
  project?: Maybe<Project>;
  /** Why it was not saved, per field (`name`, `clientId`, `projectTypeIds`, `closingDate`, ...). */
  userErrors: Array<UserError>;
};

/** A capital provider on a project and where the deal stands with them. */
export type ProjectProvider = {
  __typename?: 'ProjectProvider';
  /** The contact's company (the email tracker groups by it). */
  company?: Maybe<Scalars['String']['output']>;
  /** The relation's id. */
  id: Scalars['ID']['output'];
  /** When the provider was last contacted. */
  lastContacted?: Maybe<Scalars['DateTime']['output']>;
  /** Notes on the relation. */
  notes?: Maybe<Scalars['String']['output']>;
  /** When the notes were first written. */
  notesCreatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the notes last changed. */
  notesUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider contact. */
  person: PersonRef;
  /** The relation's state. */
  state?: Maybe<ProviderRelationType>;
};

/** The result of changing a provider's notes. */
export type ProjectProviderPayload = {
  __typename?: 'ProjectProviderPayload';
  /** The provider as saved; null when it was not. */
  provider?: Maybe<ProjectProvider>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** The result of adding providers or changing their state. */
export type ProjectProvidersPayload = {
  __typename?: 'ProjectProvidersPayload';
  /** The project as it now is (its providers and `cpSummary`); null when nothing could be read. */
  project?: Maybe<Project>;
  /** Why a provider was not added or changed, per field (`personIds`, `ids`, `state`). */
  userErrors: Array<UserError>;
};

/** A project status: the `project_status_types` lookup list. */
export type ProjectStatusType = LookupItem & {
  __typename?: 'ProjectStatusType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A project type: the `project_types` lookup list. */
export type ProjectType = LookupItem & {
  __typename?: 'ProjectType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/**
 * A provider relation state (spec part 2 section 4): where the deal stands with a capital provider. REST's
 * `provider_relation_types` ids: Contacted=1, Interested=2, Negotiating=3, Terms Agreed=4, Rejected=5.
 */
export enum ProviderRelationState {
  /** Contacted (1). */
  Contacted = 1,
  /** Interested (2). */
  Interested = 2,
  /** Negotiating (3). */
  Negotiating = 3,
  /** Rejected (5). */
  Rejected = 5,
  /** Terms Agreed (4). */
  TermsAgreed = 4
}

/** A provider relation state: the `provider_relation_types` lookup list. */
export type ProviderRelationType = LookupItem & {
  __typename?: 'ProviderRelationType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
  /**
   * How far the deal has got with a provider in this state: Terms Agreed > Negotiating > Interested > Contacted >
   * Rejected. A company on the email tracker takes its contacts' highest.
   */
  sortingPriority: Scalars['Int']['output'];
  /** The state this lookup item names, as the provider mutations take it. */
  state: ProviderRelationState;
};

/** How many of a project's providers are in one state. */
export type ProviderStateCount = {
  __typename?: 'ProviderStateCount';
  /** How many providers are in it. */
  count: Scalars['Int']['output'];
  /** The state's name. */
  state: Scalars['String']['output'];
};

/** The entry point for reading data. */
export type Query = {
  __typename?: 'Query';
  /**
   * Contact Activity (admin only; others get FORBIDDEN): every audited change, newest first, one page at a time
   * (default 200, at most 10000), with the exact count. The Filter Activity panel's filters combine with AND.
   */
  activities: ActivityConnection;
  /** The projects the signed-in user may add contacts to (the Select a Project dialog), by name. */
  assignableProjects: Array<BoardProjectOption>;
  /**
   * A project's task board: the project (its name and team), its columns in order, each with its tasks in order.
   * Staff see every board; others the boards of the projects they are on (a guest: the tasks assigned to them).
   * Null when the project does not exist or the user may not see it.
   */
  board?: Maybe<Board>;
  /** The projects whose boards the signed-in user may open, by name (the board's switcher, the client dashboard). */
  boardProjects: Array<BoardProjectOption>;
  /**
   * The month calendar's events (spec part 2 section 2, Calendar (month)): the tasks due in a range, soonest first (at
   * most 10000, the task fetch limit), then the projects whose closing date falls in it, soonest first; for the given
   * projects (every project the user may see when `projectIds` is omitted).
   */
  calendar: Array<CalendarEvent>;
  /** Deleted Contacts (soft-deleted), in the list's default order. Admins only. */
  deletedPeople: Array<Person>;
  /** One of the signed-in user's drafts, for the composer; null when it does not exist or is someone else's. */
  draft?: Maybe<Draft>;
  /** The signed-in user's unsent drafts, newest first (staff only; each user sees only their own). */
  drafts: Array<Draft>;
  /** One email message; null when it does not exist (staff only). */
  email?: Maybe<Email>;
  /**
   * The projects the signed-in user may write an email about (the composer's Project picker; REST
   * `projects/?email_to=<their email>`): those on whose team they are, one page at a time, by name. Staff only. Without
   * a connected Outlook the answer is an error 'Please, connect Outlook in order to send emails.' (status 400).
   */
  emailProjects: ProjectConnection;
  /** A thread: the messages of one conversation, oldest first (staff only); `personId` is the contact it was opened from. */
  emailThread: Array<Email>;
  /**
   * A contact's email activity: every message sent to or from them, newest first, 200 at a time (staff only). The
   * client shows it only when the user is connected to Outlook.
   */
  emails: EmailConnection;
  /** New Contacts: email addresses seen in mail that belong to no contact, newest first. Admins only. */
  externalContacts: Array<ExternalContact>;
  /** Always `true`: lets a tool check that the endpoint answers. */
  health: Scalars['Boolean']['output'];
  /** One imported duplicate; null when it does not exist (the merge screen then returns to the list). Admins only. */
  importedDuplicate?: Maybe<ImportedDuplicate>;
  /** Imported Duplicates: CSV lines whose email already belongs to a contact, newest first. Admins only. */
  importedDuplicates: Array<ImportedDuplicate>;
  /** The server-supplied lookup lists (titles, categories, subcategories, use classes, locations, ...). */
  lookups: Lookups;
  /** The signed-in user, or null when nobody is signed in. */
  me?: Maybe<CurrentUser>;
  /** The tasks assigned to the signed-in user, soonest due first (the dashboards' My Tasks); at most 200. */
  myTasks: Array<Task>;
  /** The company names used by contacts, alphabetically. */
  organisations: Array<Scalars['String']['output']>;
  /** The signed-in user's Outlook connection status; null when nobody is signed in. */
  outlookStatus?: Maybe<OutlookStatus>;
  /**
   * Contacts, one page at a time (at most 200 per page; 10000 for printing). Default order: company descending, then
   * name. Firm staff only.
   */
  people: PersonConnection;
  /** One contact by id; null when it does not exist (the client then shows 'User not found'). */
  person?: Maybe<Person>;
  /**
   * How many contacts of the whole list fall in each group of a column, with the same search and filters as `people`:
   * a grouped list shows these, not the number of rows it has loaded. A multi-valued column (categories, tags, ...)
   * counts a contact under each of its values. Sorted by value, contacts without one last. Firm staff only.
   */
  personGroupCounts: Array<PersonGroupCount>;
  /**
   * Possible Duplicates found by the server: groups of contacts alike by name and company (trigram similarity), or
   * sharing an email or a phone. With `ids`, those contacts as one group, in that order (the merge screen). Admins only.
   */
  possibleDuplicates: Array<PossibleDuplicateGroup>;
  /** One project; null when it does not exist or the user may not see it (the client shows 'Project not found'). */
  project?: Maybe<Project>;
  /**
   * What deleting these projects takes with them (the projects list's delete confirmation): each project's tasks and
   * files, by name. Staff, or an owner of every one of them (a FORBIDDEN error otherwise). 1 to 10000 ids.
   */
  projectDeletionSummary: Array<ProjectDeletionSummary>;
  /**
   * How many projects of the whole list fall in each group of a column, with the same search and filters as
   * `projects`, counting only the projects the user may see (clients and guests: those whose team they are on): a
   * grouped list shows these, not the number of rows it has loaded. A multi-valued column (project types, ...) counts a
   * project under each of its values. Sorted by value (names alphabetically; clients, statuses and types by id), the
   * projects without one last.
   */
  projectGroupCounts: Array<ProjectGroupCount>;
  /**
   * Projects, one page at a time (default 200, at most 10000). Staff see every project; clients and guests the
   * projects whose team they are on. Default order: name.
   */
  projects: ProjectConnection;
  /** One saved search of the signed-in user's or shared with them; null when it does not exist or is not theirs. */
  savedSearch?: Maybe<SavedSearch>;
  /**
   * The saved searches (the Archived Searches panel): the signed-in user's own and those shared with them, newest
   * first, one page at a time (default 200, at most 1000). Firm staff only.
   */
  savedSearches: SavedSearchConnection;
  /**
   * The advanced search of contacts (REST `search/people/{query}`), one page at a time (default 200, at most 10000):
   * the same rows and order keys as `people`. Firm staff only. A query that does not parse is a `BAD_USER_INPUT` error
   * whose message names the offending term (`"max_ltv__gt=abc": "abc" is not a number`).
   */
  searchPeople: PersonConnection;
  /**
   * The advanced search of projects (REST `search/projects/{query}`), one page at a time (default 200, at most
   * 10000): the same rows and order keys as `projects`. Firm staff only. A bad query is a `BAD_USER_INPUT` error naming
   * the offending term.
   */
  searchProjects: ProjectConnection;
  /**
   * The advanced search of tasks (REST `search/tasks/{query}`), one page at a time (default 200, at most 10000): the
   * same rows and order keys as `tasks`. Firm staff only. A bad query is a `BAD_USER_INPUT` error naming the offending
   * term.
   */
  searchTasks: TaskConnection;
  /** Every tag in use, alphabetically. */
  tags: Array<Scalars['String']['output']>;
  /** One task; null when it does not exist or the user may not see it. */
  task?: Maybe<Task>;
  /**
   * Tasks, one page at a time (default 200 per page, at most 10000), across the projects the signed-in user may see:
   * staff see every task; clients and guests the tasks of their own projects (a guest: the tasks assigned to them).
   * Default order: due date, undated tasks last. The calendar's Page Search asks for `search` ordered by due date
   * descending.
   */
  tasks: TaskConnection;
  /** One of the signed-in user's templates; null when it does not exist or is someone else's. */
  template?: Maybe<Template>;
  /**
   * How many of the signed-in user's templates fall in each group of a column, with the same search and filter as
   * `templates`: a grouped list shows these, not the number of rows it has loaded. Sorted by value. Staff only.
   */
  templateGroupCounts: Array<TemplateGroupCount>;
  /**
   * The signed-in user's templates, 200 at a time (staff only; each user sees only their own). Default order: last
   * changed first.
   */
  templates: TemplateConnection;
  /**
   * The firm's universal owners: a new project's team starts with them as owners, and their membership cannot
   * change. Staff only.
   */
  universalOwners: Array<PersonRef>;
};


/** The entry point for reading data. */
export type QueryActivitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  person?: InputMaybe<Scalars['ID']['input']>;
  types?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The entry point for reading data. */
export type QueryBoardArgs = {
  projectId: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryCalendarArgs = {
  from: Scalars['DateTime']['input'];
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  projectIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to: Scalars['DateTime']['input'];
};


/** The entry point for reading data. */
export type QueryDraftArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryEmailArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryEmailProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading data. */
export type QueryEmailThreadArgs = {
  conversationId: Scalars['String']['input'];
  personId?: InputMaybe<Scalars['ID']['input']>;
};


/** The entry point for reading data. */
export type QueryEmailsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EmailFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  personId: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryImportedDuplicateArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryPeopleArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PersonFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<PersonOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading data. */
export type QueryPersonArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryPersonGroupCountsArgs = {
  filter?: InputMaybe<PersonFilter>;
  groupBy: PersonGroupField;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading data. */
export type QueryPossibleDuplicatesArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The entry point for reading data. */
export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryProjectDeletionSummaryArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The entry point for reading data. */
export type QueryProjectGroupCountsArgs = {
  groupBy: ProjectGroupField;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  statusIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The entry point for reading data. */
export type QueryProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Array<ProjectOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
  statusIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The entry point for reading data. */
export type QuerySavedSearchArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QuerySavedSearchesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<SearchType>;
};


/** The entry point for reading data. */
export type QuerySearchPeopleArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<PersonOrder>>;
  query: Scalars['String']['input'];
};


/** The entry point for reading data. */
export type QuerySearchProjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<ProjectOrder>>;
  query: Scalars['String']['input'];
};


/** The entry point for reading data. */
export type QuerySearchTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskOrder>>;
  query: Scalars['String']['input'];
};


/** The entry point for reading data. */
export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryTasksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TaskFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<TaskOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading data. */
export type QueryTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** The entry point for reading data. */
export type QueryTemplateGroupCountsArgs = {
  groupBy: TemplateGroupField;
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The entry point for reading data. */
export type QueryTemplatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  orderBy?: InputMaybe<Array<TemplateOrder>>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A membership to remove. */
export type RemoveTeamMemberInput = {
  /** The membership. */
  id: Scalars['ID']['input'];
};

/** The result of removing a team membership. */
export type RemoveTeamMemberPayload = {
  __typename?: 'RemoveTeamMemberPayload';
  /** The removed membership's id; null when it was not removed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** A column's new title. */
export type RenameColumnInput = {
  /** The column. */
  id: Scalars['ID']['input'];
  /** Its new title. */
  name: Scalars['String']['input'];
};

/** Where to send the reset link. */
export type RequestPasswordResetInput = {
  /** The account's email. */
  email: Scalars['String']['input'];
};

/** The result of asking for a reset link. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the request was accepted (whether or not the email has an account). */
  success: Scalars['Boolean']['output'];
  /** Input that could not be accepted, such as an empty email. */
  userErrors: Array<UserError>;
};

/** A new password from a reset or invite link. */
export type ResetPasswordInput = {
  /** The new password. */
  password: Scalars['String']['input'];
  /** The person id from the link. */
  person: Scalars['ID']['input'];
  /** The token from the link. */
  token: Scalars['String']['input'];
};

/** The result of setting a password. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was set. */
  success: Scalars['Boolean']['output'];
  /** Why it was not set; a dead link is reported on the `token` field. */
  userErrors: Array<UserError>;
};

/** A contact's lending criteria to save. */
export type SaveCapitalProviderInput = {
  /** Capital Type (`CpSubcategory` ids, required). */
  cpSubcategoryTypes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Capital Provider Description (required). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The criteria to update; without it, new criteria are created for `personId`. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Investing geographies (`InvestingGeography` ids). */
  investingGeographies?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Investment Class (`InvestmentClass` ids, required). */
  investmentClasses?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Provides debt (at least one of debt and equity). */
  isDebt?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lends on development. */
  isDevelopment?: InputMaybe<Scalars['Boolean']['input']>;
  /** Provides equity. */
  isEquity?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lends on land. */
  isLand?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lends on private rented sector. */
  isPrs?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sharia compliant. */
  isSharia?: InputMaybe<Scalars['Boolean']['input']>;
  /** Maximum loan to cost, %. */
  maxLtc?: InputMaybe<Scalars['Float']['input']>;
  /** Maximum loan to gross development value, %. */
  maxLtgdv?: InputMaybe<Scalars['Float']['input']>;
  /** Maximum loan to value, %. */
  maxLtv?: InputMaybe<Scalars['Float']['input']>;
  /** Maximum size, £. */
  maxSize?: InputMaybe<Scalars['Float']['input']>;
  /** Maximum term, years. */
  maxTerm?: InputMaybe<Scalars['Float']['input']>;
  /** Minimum internal rate of return, %. */
  minIrr?: InputMaybe<Scalars['Float']['input']>;
  /** Minimum return on equity, a multiple (x). */
  minRoe?: InputMaybe<Scalars['Float']['input']>;
  /** Minimum size, £. */
  minSize?: InputMaybe<Scalars['Float']['input']>;
  /** Minimum term, years. */
  minTerm?: InputMaybe<Scalars['Float']['input']>;
  /** The contact (when creating). */
  personId?: InputMaybe<Scalars['ID']['input']>;
};

/** A draft to keep as a template. */
export type SaveDraftAsTemplateInput = {
  /** The draft. */
  id: Scalars['ID']['input'];
  /** The new template's name (required). */
  name: Scalars['String']['input'];
};

/** A search to save. */
export type SaveSearchInput = {
  /** The results table's columns (at most 200), kept as given; none when omitted. */
  columns?: InputMaybe<Array<Scalars['JSON']['input']>>;
  /** The filter query, as `searchPeople` takes it; checked as a search would check it. */
  query: Scalars['String']['input'];
  /** The query builder's rows (at most 100), kept as given. */
  rows: Array<Scalars['JSON']['input']>;
  /** Its name (required; at most 200 characters). */
  title: Scalars['String']['input'];
  /** What it searches. */
  type: SearchType;
};

/** Column preferences of one table. */
export type SaveTableColumnPrefsInput = {
  /** The columns: type, label, active, order, sortOrder, sortDirection, group, hidden, search. */
  columns: Scalars['JSON']['input'];
  /** The table type, for example `people`. */
  tableType: Scalars['String']['input'];
};

/** The result of saving column preferences. */
export type SaveTableColumnPrefsPayload = {
  __typename?: 'SaveTableColumnPrefsPayload';
  /** The user with the saved preferences. */
  user?: Maybe<CurrentUser>;
  /** Why they were not saved. */
  userErrors: Array<UserError>;
};

/** A template to start a draft from, and the draft's recipients. */
export type SaveTemplateAsDraftInput = {
  /** Contacts on Bcc. */
  bcc?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Contacts on Cc. */
  cc?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The template. */
  id: Scalars['ID']['input'];
  /** Contacts on To. */
  to?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The result of starting a draft from a template. */
export type SaveTemplateAsDraftPayload = {
  __typename?: 'SaveTemplateAsDraftPayload';
  /** The draft as saved; null when it was not. */
  draft?: Maybe<Draft>;
  /** Why it was not saved, per field (`to`, `cc`, `bcc`, `id`). */
  userErrors: Array<UserError>;
};

/** A saved search (spec 'Saved search history item'): a query with the builder's rows and the results table's columns. */
export type SavedSearch = {
  __typename?: 'SavedSearch';
  /** The results table's columns, as the web app saved them. */
  columns: Array<Scalars['JSON']['output']>;
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** Who saved it; null when not recorded. Only the owner shares or removes it. */
  owner?: Maybe<PersonRef>;
  /** The owner, then the people it is shared with, by name. */
  owners: Array<PersonRef>;
  /** The filter query, as `searchPeople` takes it. */
  query: Scalars['String']['output'];
  /** The query builder's rows (spec 'Query row': type, field, condition, value, subRows), as the web app saved them. */
  rows: Array<Scalars['JSON']['output']>;
  /** Its name, given in 'Save search as'. */
  title: Scalars['String']['output'];
  /** What it searches. */
  type: SearchType;
};

/** A page of saved searches. */
export type SavedSearchConnection = {
  __typename?: 'SavedSearchConnection';
  /** The saved searches on this page. */
  nodes: Array<SavedSearch>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many saved searches match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The result of saving or sharing a search. */
export type SavedSearchPayload = {
  __typename?: 'SavedSearchPayload';
  /** The saved search as it is now; null when nothing was saved. */
  savedSearch?: Maybe<SavedSearch>;
  /** Why it was not saved, per field (`title`, `query`, `rows`, `people`). */
  userErrors: Array<UserError>;
};

/** What a search looks for. REST: `people`, `projects`, `tasks` (the screens say Contacts, Projects, Tasks). */
export enum SearchType {
  /** Contacts (`/search/contacts`). */
  People = 'PEOPLE',
  /** Projects (`/search/projects`). */
  Projects = 'PROJECTS',
  /** Tasks (`/search/tasks`). */
  Tasks = 'TASKS'
}

/** The draft to send. */
export type SendDraftInput = {
  /** The draft. */
  id: Scalars['ID']['input'];
};

/** What sending a draft did. */
export type SendDraftPayload = {
  __typename?: 'SendDraftPayload';
  /** Whether every recipient has now been sent to. */
  isSent: Scalars['Boolean']['output'];
  /** One result per email (per contact, or per company for a company email). */
  results: Array<SendResult>;
  /** Why nothing was sent (not connected to Outlook, an unknown draft). */
  userErrors: Array<UserError>;
};

/** How far a draft's sending has got. */
export type SendProgress = {
  __typename?: 'SendProgress';
  /** Of those, delivered so far (by this send or an earlier one). */
  sent: Scalars['Int']['output'];
  /** Messages the draft sends. */
  total: Scalars['Int']['output'];
};

/** The result for one email of a draft (stored inside its payload). */
export type SendResult = {
  __typename?: 'SendResult';
  /** The company, for a company email. */
  company?: Maybe<Scalars['String']['output']>;
  /** Why it failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The sent message; null when it failed. */
  messageId?: Maybe<Scalars['ID']['output']>;
  /** The recipient: the contact, or the company for a company email. */
  recipient: Scalars['String']['output'];
  /** How it went. */
  status: SendStatus;
  /** The contacts on To of this email. */
  to: Array<PersonRef>;
};

/** How a recipient's email went. */
export enum SendStatus {
  /** An earlier try of this draft sent it: not sent again. */
  AlreadySent = 'ALREADY_SENT',
  /** Not sent; see `error`. */
  Failed = 'FAILED',
  /** Sent now. */
  Sent = 'SENT'
}

/** Columns to hide or show. */
export type SetColumnsHiddenInput = {
  /** The columns (of one project). */
  columns: Array<ColumnHiddenInput>;
};

/** One state for several providers of a project. */
export type SetProviderStateInput = {
  /** The provider relations (`ProjectProvider.id`), at least one. */
  ids: Array<Scalars['ID']['input']>;
  /** The project. */
  projectId: Scalars['ID']['input'];
  /** The new state. */
  state: ProviderRelationState;
};

/** A membership's new state. */
export type SetTeamMemberStateInput = {
  /** The membership. */
  id: Scalars['ID']['input'];
  /** The new state. */
  state: MembershipState;
};

/** The people to share a saved search with. */
export type ShareSavedSearchInput = {
  /** The saved search. */
  id: Scalars['ID']['input'];
  /** Staff people (contact ids), 1 to 200; those already owners stay as they are. */
  people: Array<Scalars['ID']['input']>;
};

/** Email and password. */
export type SignInInput = {
  /** The email, lowercased by the client as typed. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** The result of signing in. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The signed-in user; null when sign-in failed. */
  user?: Maybe<CurrentUser>;
  /** Why sign-in failed. */
  userErrors: Array<UserError>;
};

/** The result of signing out. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** True once the session is gone. */
  success: Scalars['Boolean']['output'];
};

/** Sort direction of a list. */
export enum SortDirection {
  /** Ascending (A to Z, oldest first). */
  Asc = 'ASC',
  /** Descending (Z to A, newest first). */
  Desc = 'DESC'
}

/** The deal and the providers of a lender outreach, and the template of its email. */
export type StartLenderOutreachInput = {
  /** The capital providers to add and to write to: 1 to 200. */
  personIds: Array<Scalars['ID']['input']>;
  /** The project. */
  projectId: Scalars['ID']['input'];
  /** One of your email templates; none for a blank email. */
  templateId?: InputMaybe<Scalars['ID']['input']>;
};

/** The result of a lender outreach. */
export type StartLenderOutreachPayload = {
  __typename?: 'StartLenderOutreachPayload';
  /** The provider relations created (those already on the project keep theirs). */
  addedProviderIds: Array<Scalars['ID']['output']>;
  /** The draft created (open it in the composer); null when nothing was saved. */
  draftId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was saved, per field (`projectId`, `personIds`, `templateId`). */
  userErrors: Array<UserError>;
};

/** A subcategory of a contact category. */
export type Subcategory = LookupItem & {
  __typename?: 'Subcategory';
  /** The category it belongs to. */
  categoryId: Scalars['ID']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name. */
  name: Scalars['String']['output'];
};

/** Live updates pushed over the WebSocket at `/graphql`. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * What happens on a project's board, live: first the board as it is now (kind BOARD), then one event per change
   * anyone makes to its tasks, columns or team, on any bff instance. Apply the events in `sequence` order; a gap (a
   * number skipped for longer than a moment) means events were missed: read `Query.board` again and apply the events
   * after its `sequence`. Subscribing to a board one may not see is an error, and so is being removed from its team.
   */
  boardChanged: BoardEvent;
  /**
   * Who is looking at a project's board right now (one entry per person, however many tabs): sent at once, then on
   * every arrival and departure, on any bff instance. Someone whose tab closed is gone within seconds.
   */
  boardPresence: Array<BoardViewer>;
  /** The signed-in user's Outlook status: sent at once on subscribe, then whenever it changes. */
  outlookStatusChanged: OutlookStatus;
  /** Emits the server time once: lets a tool check that subscriptions work. */
  ping: Scalars['DateTime']['output'];
};


/** Live updates pushed over the WebSocket at `/graphql`. */
export type SubscriptionBoardChangedArgs = {
  projectId: Scalars['ID']['input'];
  since?: InputMaybe<Scalars['Int']['input']>;
};


/** Live updates pushed over the WebSocket at `/graphql`. */
export type SubscriptionBoardPresenceArgs = {
  projectId: Scalars['ID']['input'];
};

/** A task on a board. */
export type Task = {
  __typename?: 'Task';
  /** Who it is assigned to. */
  assignees: Array<TaskPerson>;
  /** The column it is in. */
  columnId: Scalars['ID']['output'];
  /** The task's comments, oldest first. */
  comments: Array<Comment>;
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Who added it. */
  createdBy?: Maybe<TaskPerson>;
  /** Its description (HTML), if any. */
  description?: Maybe<Scalars['String']['output']>;
  /** When it is due, if set. */
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** The task's files, newest first. */
  files: Array<TaskFile>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its place in the column, from 0. */
  position: Scalars['Int']['output'];
  /** The project's id. */
  projectId: Scalars['ID']['output'];
  /** The project's name. */
  projectName: Scalars['String']['output'];
  /** To Do, Submitted or Approved. */
  state: TaskState;
  /** Its title. */
  title: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of tasks. */
export type TaskConnection = {
  __typename?: 'TaskConnection';
  /** The tasks on this page. */
  nodes: Array<Task>;
  /** Where the page ends. */
  pageInfo: PageInfo;
  /** How many tasks match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/**
 * A file on a task (its ids are not a contact file's). Uploads and downloads do not go through GraphQL: the browser
 * posts multipart to `POST /files/tasks/{taskId}` and downloads from `document` (`GET /files/tasks/files/{id}`).
 */
export type TaskFile = {
  __typename?: 'TaskFile';
  /** When it was uploaded (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Where the browser downloads it: the bff's `/files/tasks/files/{id}`, sent as an attachment with its name. */
  document: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** The file name as uploaded. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its media type, e.g. `application/pdf`. */
  type: Scalars['String']['output'];
  /** Who uploaded it: only they may delete it. */
  user?: Maybe<PersonRef>;
};

/** Filters for the task list. */
export type TaskFilter = {
  /** My Tasks: only the tasks assigned to the signed-in user. */
  assignedToMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only tasks due at or after this moment. */
  dueFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only tasks due at or before this moment. */
  dueTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only these projects' tasks; none when empty. */
  projectIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A task. */
export type TaskIdInput = {
  /** The task. */
  id: Scalars['ID']['input'];
};

/** A sort key of the task list. */
export type TaskOrder = {
  /** The direction; ascending when omitted. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: TaskOrderField;
};

/** What the task list can be sorted by. */
export enum TaskOrderField {
  /** When it was added. */
  CreatedAt = 'CREATED_AT',
  /** The due date (undated tasks last either way). */
  DueDate = 'DUE_DATE',
  /** The state: To Do, Submitted, Approved. */
  State = 'STATE',
  /** The title. */
  Title = 'TITLE'
}

/** The result of changing a task. */
export type TaskPayload = {
  __typename?: 'TaskPayload';
  /** The task as saved; null when it was not. */
  task?: Maybe<Task>;
  /** Why it was not saved, per field. */
  userErrors: Array<UserError>;
};

/** A person as a task names them (an assignee, its creator, a comment's author). */
export type TaskPerson = {
  __typename?: 'TaskPerson';
  /** Their full name; 'User No Longer Exists' when the person was deleted. */
  fullName: Scalars['String']['output'];
  /** The person's id (kept when they were deleted). */
  id: Scalars['ID']['output'];
};

/** A task's state (spec part 2 section 4). */
export enum TaskState {
  /** Approved. */
  Approved = 3,
  /** Submitted, awaiting approval. */
  Submitted = 2,
  /** To Do. */
  ToDo = 1
}

/** The name of a task state: the `task_states` lookup list. */
export type TaskStateLabel = LookupItem & {
  __typename?: 'TaskStateLabel';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A person and their state on a new project's team. */
export type TeamMemberInput = {
  /** The person. */
  personId: Scalars['ID']['input'];
  /** Their state. */
  state: MembershipState;
};

/** The result of adding or changing a team membership. */
export type TeamMemberPayload = {
  __typename?: 'TeamMemberPayload';
  /** The membership as saved; null when it was not. */
  member?: Maybe<ProjectMember>;
  /** Why not. */
  userErrors: Array<UserError>;
};

/** An email template of the signed-in user (spec part 2 section 3, Email template). */
export type Template = {
  __typename?: 'Template';
  /** The body (HTML, untrusted: sanitize before showing it outside the editor). */
  body: Scalars['String']['output'];
  /** When it was created (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** The template's attachments, newest first. */
  files: Array<TemplateFile>;
  /** The id. */
  id: Scalars['ID']['output'];
  /** Whether it is a company email template (with the company variables). */
  isCompany: Scalars['Boolean']['output'];
  /** Its name; empty for a blank template just created ('New Template'). */
  name: Scalars['String']['output'];
  /** The subject. */
  subject: Scalars['String']['output'];
  /** When it last changed (UTC). */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of templates. */
export type TemplateConnection = {
  __typename?: 'TemplateConnection';
  /** The templates on this page. */
  nodes: Array<Template>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** How many templates match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/**
 * An attachment of a template. Uploads and downloads do not go through GraphQL: the browser posts multipart to
 * `POST /files/templates/{templateId}` (REST `emails/templates/{id}/add_files/`, 150 MB a file) and downloads from
 * `document`.
 */
export type TemplateFile = {
  __typename?: 'TemplateFile';
  /** When it was attached (UTC). */
  createdAt: Scalars['DateTime']['output'];
  /** Where the browser downloads it: the bff's `/files/templates/files/{id}`, sent as an attachment with its name. */
  document: Scalars['String']['output'];
  /** The id. */
  id: Scalars['ID']['output'];
  /** The file name as uploaded. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Int']['output'];
  /** Its media type, e.g. `application/pdf`. */
  type: Scalars['String']['output'];
};

/** The size of one group of the templates list. */
export type TemplateGroupCount = {
  __typename?: 'TemplateGroupCount';
  /** How many templates of the whole filtered list are in this group. */
  count: Scalars['Int']['output'];
  /**
   * The group as text: the name or subject as stored (empty for a blank one: a blank template's name shows as 'New
   * Template'); "true" or "false" for company email templates or not.
   */
  value?: Maybe<Scalars['String']['output']>;
};

/** A column templates can be grouped by. */
export enum TemplateGroupField {
  /** Whether it is a company email template. */
  CompanyEmail = 'COMPANY_EMAIL',
  /** The template's name. */
  Name = 'NAME',
  /** The subject. */
  Subject = 'SUBJECT'
}

/** One sort key of the templates list. */
export type TemplateOrder = {
  /** Ascending by default. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: TemplateOrderField;
};

/** A field templates can be sorted by. */
export enum TemplateOrderField {
  /** When it was created. */
  CreatedAt = 'CREATED_AT',
  /** The template's name. */
  Name = 'NAME',
  /** When it last changed. */
  UpdatedAt = 'UPDATED_AT'
}

/** The result of creating or changing a template. */
export type TemplatePayload = {
  __typename?: 'TemplatePayload';
  /** The template as saved; null when it was not. */
  template?: Maybe<Template>;
  /** Why it was not saved, per field (`name`, `id`). */
  userErrors: Array<UserError>;
};

/** A title (Mr, Mrs, Dr, ...): the `title` lookup list. */
export type Title = LookupItem & {
  __typename?: 'Title';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A transaction sub type (Senior Debt, Mezzanine, Bridging, ...): the `transaction_sub_types` lookup list. */
export type TransactionSubType = LookupItem & {
  __typename?: 'TransactionSubType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** A transaction type: the `transaction_types` lookup list. */
export type TransactionType = LookupItem & {
  __typename?: 'TransactionType';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** New text for a comment. */
export type UpdateCommentInput = {
  /** The comment. */
  id: Scalars['ID']['input'];
  /** Its new text. */
  text: Scalars['String']['input'];
};

/** Changes to a draft; absent fields stay as they are. */
export type UpdateDraftInput = {
  /** The contacts on Bcc. */
  bcc?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The body (HTML). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The contacts on Cc. */
  cc?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The draft. */
  id: Scalars['ID']['input'];
  /**
   * The project the email is about (one of `emailProjects`): its name and capital fill `{{project_name}}` and
   * `{{capital_required}}`. Null clears it.
   */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** The subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** The contacts on To. */
  to?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** New text for a note. */
export type UpdateNoteInput = {
  /** The note. */
  id: Scalars['ID']['input'];
  /** The note's new text. */
  text: Scalars['String']['input'];
};

/** The changes of a bulk edit: only the fields given are changed. */
export type UpdatePeopleInput = {
  /**
   * Fields (camelCase; `cpData.<field>` for criteria) whose values are added to, not overwritten: lists are merged, a
   * single value fills only where a contact has none (a criterion: where it is 0, or an empty description).
   */
  add?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Bio. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Category ids; [-1] empties. */
  categories?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Business city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Client class id; -1 empties. */
  clientClass?: InputMaybe<Scalars['Int']['input']>;
  /** Company (may not be blank). */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Business country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Capital-provider criteria. */
  cpData?: InputMaybe<BulkCapitalProviderInput>;
  /** Department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Emails. */
  emails?: InputMaybe<Array<BulkEmailInput>>;
  /** Home city. */
  homeCity?: InputMaybe<Scalars['String']['input']>;
  /** Home country. */
  homeCountry?: InputMaybe<Scalars['String']['input']>;
  /** Home postcode. */
  homePostcode?: InputMaybe<Scalars['String']['input']>;
  /** Home street. */
  homeStreet?: InputMaybe<Scalars['String']['input']>;
  /** The contacts to change. */
  ids: Array<Scalars['ID']['input']>;
  /** false reactivates deleted contacts. */
  isDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Job title. */
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  /** Legal status id; -1 empties. */
  legalStatus?: InputMaybe<Scalars['Int']['input']>;
  /** Location ids; [-1] empties. */
  locations?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Middle name. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** Nickname. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** Phones. */
  phones?: InputMaybe<Array<BulkPhoneInput>>;
  /** Business postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Previous company. */
  previousCompany?: InputMaybe<Scalars['String']['input']>;
  /** User type (only admins may choose Admin). */
  profileType?: InputMaybe<ProfileType>;
  /** Rating, 0 to 3. */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** Spouse. */
  spouse?: InputMaybe<Scalars['String']['input']>;
  /** Business street. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** Subcategory ids; [-1] empties. */
  subcategories?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Suffix. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Tags (lowercased). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title id; -1 empties. */
  title?: InputMaybe<Scalars['Int']['input']>;
  /** Use class ids; [-1] empties. */
  useClasses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Website. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What `updatePeople` did. */
export type UpdatePeoplePayload = {
  __typename?: 'UpdatePeoplePayload';
  /** The updated contacts, as they are now. */
  people: Array<Person>;
  /** Why nothing was changed, per field. */
  userErrors: Array<UserError>;
};

/** The changed fields of a contact. */
export type UpdatePersonInput = {
  /** Only the fields that changed. */
  changes: PersonInput;
  /** The contact. */
  id: Scalars['ID']['input'];
};

/** A project and the fields to change. */
export type UpdateProjectInput = {
  /** The fields to change. */
  fields: ProjectInput;
  /** The project. */
  id: Scalars['ID']['input'];
};

/** A provider's new notes. */
export type UpdateProviderNotesInput = {
  /** The provider relation (`ProjectProvider.id`). */
  id: Scalars['ID']['input'];
  /** The notes; blank clears them. */
  notes: Scalars['String']['input'];
};

/** An email signature. */
export type UpdateSignatureInput = {
  /** The signature as HTML; null or empty clears it. */
  signature?: InputMaybe<Scalars['String']['input']>;
};

/** The result of saving the signature. */
export type UpdateSignaturePayload = {
  __typename?: 'UpdateSignaturePayload';
  /** The user with the saved signature. */
  user?: Maybe<CurrentUser>;
  /** Why it was not saved. */
  userErrors: Array<UserError>;
};

/** Changes to a task: only the fields given. */
export type UpdateTaskInput = {
  /**
   * People to assign, kept with whoever is assigned when the change lands (another person's additions made meanwhile
   * stay; one already assigned stays once). The same rules as `assigneeIds`: `userErrors` on `addAssigneeIds` name a
   * person who cannot be assigned.
   */
  addAssigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * The new assignees, the whole list (it replaces them: of two people saving at once, the last one's list wins).
   * Not with `addAssigneeIds` or `removeAssigneeIds`; a screen sends those instead.
   */
  assigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A new description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new due date. */
  dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The task. */
  id: Scalars['ID']['input'];
  /** People to unassign (one not assigned is no error); not also in `addAssigneeIds`. */
  removeAssigneeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** A new title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** New values for a template; absent fields stay as they are. */
export type UpdateTemplateInput = {
  /** The body (HTML). */
  body?: InputMaybe<Scalars['String']['input']>;
  /** The template. */
  id: Scalars['ID']['input'];
  /** Whether it is a company email template. */
  isCompany?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its name (required, not blank). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The subject. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** A use class: the `use_class_types` lookup list. */
export type UseClass = LookupItem & {
  __typename?: 'UseClass';
  /** The id. */
  id: Scalars['ID']['output'];
  /** The name shown to users. */
  name: Scalars['String']['output'];
};

/** An expected failure of a mutation, such as a field the server rejected. The client shows it beside the field. */
export type UserError = {
  __typename?: 'UserError';
  /** The input field the message is about, in camelCase; null for a message about the whole input. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message to show, in the spec's wording. */
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  CalendarEvent:
    | ( CalendarProjectModel )
    | ( TaskModel )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Activity: ResolverTypeWrapper<ActivityModel>;
  ActivityArgs: ResolverTypeWrapper<ActivityArgsModel>;
  ActivityConnection: ResolverTypeWrapper<ActivityConnectionModel>;
  ActivityFailedLine: ResolverTypeWrapper<ActivityFailedLine>;
  ActivityFile: ResolverTypeWrapper<ActivityFile>;
  ActivityType: ResolverTypeWrapper<ActivityTypeModel>;
  AddCommentInput: AddCommentInput;
  AddProjectProvidersInput: AddProjectProvidersInput;
  AddTeamMemberInput: AddTeamMemberInput;
  AssetType: ResolverTypeWrapper<AssetTypeModel>;
  AssignToProjectInput: AssignToProjectInput;
  Board: ResolverTypeWrapper<BoardModel>;
  BoardColumn: ResolverTypeWrapper<BoardColumnModel>;
  BoardColumnChange: ResolverTypeWrapper<BoardColumnChangeModel>;
  BoardEvent: ResolverTypeWrapper<BoardEventModel>;
  BoardEventKind: BoardEventKind;
  BoardProject: ResolverTypeWrapper<BoardProjectModel>;
  BoardProjectOption: ResolverTypeWrapper<BoardProjectOptionModel>;
  BoardViewer: ResolverTypeWrapper<BoardViewerModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkCapitalProviderInput: BulkCapitalProviderInput;
  BulkEmailInput: BulkEmailInput;
  BulkPhoneInput: BulkPhoneInput;
  CalendarEvent: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CalendarEvent']>;
  CalendarProject: ResolverTypeWrapper<CalendarProjectModel>;
  CapitalProvider: ResolverTypeWrapper<CapitalProviderModel>;
  CapitalProviderPayload: ResolverTypeWrapper<Omit<CapitalProviderPayload, 'capitalProvider'> & { capitalProvider?: Maybe<ResolversTypes['CapitalProvider']> }>;
  Category: ResolverTypeWrapper<CategoryModel>;
  ClientClass: ResolverTypeWrapper<ClientClassModel>;
  ColumnHiddenInput: ColumnHiddenInput;
  ColumnPayload: ResolverTypeWrapper<Omit<ColumnPayload, 'column'> & { column?: Maybe<ResolversTypes['BoardColumn']> }>;
  ColumnsPayload: ResolverTypeWrapper<Omit<ColumnsPayload, 'columns'> & { columns: Array<ResolversTypes['BoardColumn']> }>;
  Comment: ResolverTypeWrapper<CommentModel>;
  CommentPayload: ResolverTypeWrapper<Omit<CommentPayload, 'comment'> & { comment?: Maybe<ResolversTypes['Comment']> }>;
  ContactManagementPayload: ResolverTypeWrapper<ContactManagementPayload>;
  CpSubcategory: ResolverTypeWrapper<CpSubcategoryModel>;
  CreateDraftInput: CreateDraftInput;
  CreateNoteInput: CreateNoteInput;
  CreatePersonInput: CreatePersonInput;
  CreateProjectNoteInput: CreateProjectNoteInput;
  CreateTaskInput: CreateTaskInput;
  CurrentUser: ResolverTypeWrapper<CurrentUserModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DefaultColumn: ResolverTypeWrapper<DefaultColumnModel>;
  DeleteCommentInput: DeleteCommentInput;
  DeleteCommentPayload: ResolverTypeWrapper<DeleteCommentPayload>;
  DeleteDraftsInput: DeleteDraftsInput;
  DeleteDraftsPayload: ResolverTypeWrapper<DeleteDraftsPayload>;
  DeleteFileInput: DeleteFileInput;
  DeleteFilePayload: ResolverTypeWrapper<DeleteFilePayload>;
  DeleteNoteInput: DeleteNoteInput;
  DeleteNotePayload: ResolverTypeWrapper<DeleteNotePayload>;
  DeletePeopleInput: DeletePeopleInput;
  DeletePeoplePayload: ResolverTypeWrapper<DeletePeoplePayload>;
  DeletePersonPayload: ResolverTypeWrapper<DeletePersonPayload>;
  DeleteProjectPayload: ResolverTypeWrapper<DeleteProjectPayload>;
  DeleteProjectsInput: DeleteProjectsInput;
  DeleteProjectsPayload: ResolverTypeWrapper<DeleteProjectsPayload>;
  DeleteSavedSearchInput: DeleteSavedSearchInput;
  DeleteSavedSearchPayload: ResolverTypeWrapper<DeleteSavedSearchPayload>;
  DeleteTaskPayload: ResolverTypeWrapper<DeleteTaskPayload>;
  DeleteTemplatesInput: DeleteTemplatesInput;
  DeleteTemplatesPayload: ResolverTypeWrapper<DeleteTemplatesPayload>;
  Draft: ResolverTypeWrapper<DraftModel>;
  DraftFile: ResolverTypeWrapper<DraftFileModel>;
  DraftPayload: ResolverTypeWrapper<Omit<DraftPayload, 'draft'> & { draft?: Maybe<ResolversTypes['Draft']> }>;
  DraftPreview: ResolverTypeWrapper<DraftPreview>;
  Email: ResolverTypeWrapper<EmailModel>;
  EmailAddressee: ResolverTypeWrapper<EmailAddresseeModel>;
  EmailConnection: ResolverTypeWrapper<EmailConnectionModel>;
  EmailFilter: EmailFilter;
  ExternalContact: ResolverTypeWrapper<ExternalContactModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForwardEmailInput: ForwardEmailInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportedDuplicate: ResolverTypeWrapper<ImportedDuplicateModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvestingGeography: ResolverTypeWrapper<InvestingGeographyModel>;
  InvestmentClass: ResolverTypeWrapper<InvestmentClassModel>;
  InvitePersonInput: InvitePersonInput;
  InviteStatus: ResolverTypeWrapper<InviteStatusValue>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LegalStatus: ResolverTypeWrapper<LegalStatusModel>;
  LenderCriterion: LenderCriterion;
  LenderCriterionValue: ResolverTypeWrapper<LenderCriterionValueModel>;
  LenderMatch: ResolverTypeWrapper<LenderMatchModel>;
  LenderMatchConnection: ResolverTypeWrapper<LenderMatchConnectionModel>;
  LenderMiss: ResolverTypeWrapper<LenderMissModel>;
  Location: ResolverTypeWrapper<LocationModel>;
  LookupItem: ResolverTypeWrapper<LookupItemModel>;
  Lookups: ResolverTypeWrapper<LookupsModel>;
  MembershipState: ResolverTypeWrapper<MembershipStateValue>;
  MergeEmailInput: MergeEmailInput;
  MergeFieldsInput: MergeFieldsInput;
  MergeImportedDuplicateInput: MergeImportedDuplicateInput;
  MergePayload: ResolverTypeWrapper<Omit<MergePayload, 'person'> & { person?: Maybe<ResolversTypes['Person']> }>;
  MergePhoneInput: MergePhoneInput;
  MergePossibleDuplicatesInput: MergePossibleDuplicatesInput;
  MoveTaskInput: MoveTaskInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Note: ResolverTypeWrapper<NoteModel>;
  NotePayload: ResolverTypeWrapper<Omit<NotePayload, 'note'> & { note?: Maybe<ResolversTypes['Note']> }>;
  OutlookState: OutlookState;
  OutlookStatus: ResolverTypeWrapper<OutlookStatusModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Person: ResolverTypeWrapper<PersonModel>;
  PersonConnection: ResolverTypeWrapper<PersonConnectionModel>;
  PersonEmail: ResolverTypeWrapper<PersonEmail>;
  PersonEmailInput: PersonEmailInput;
  PersonFile: ResolverTypeWrapper<PersonFileModel>;
  PersonFilter: PersonFilter;
  PersonGroupCount: ResolverTypeWrapper<PersonGroupCount>;
  PersonGroupField: PersonGroupField;
  PersonIdInput: PersonIdInput;
  PersonInput: PersonInput;
  PersonMerge: ResolverTypeWrapper<PersonMergeModel>;
  PersonOrder: PersonOrder;
  PersonOrderField: PersonOrderField;
  PersonPayload: ResolverTypeWrapper<Omit<PersonPayload, 'conflictingPerson' | 'person'> & { conflictingPerson?: Maybe<ResolversTypes['Person']>, person?: Maybe<ResolversTypes['Person']> }>;
  PersonPhone: ResolverTypeWrapper<PersonPhone>;
  PersonPhoneInput: PersonPhoneInput;
  PersonRef: ResolverTypeWrapper<PersonRefModel>;
  PossibleDuplicateGroup: ResolverTypeWrapper<PossibleDuplicateGroupModel>;
  PreviewMessage: ResolverTypeWrapper<PreviewMessage>;
  ProfileType: ResolverTypeWrapper<ProfileTypeValue>;
  ProfileTypeLabel: ResolverTypeWrapper<ProfileTypeLabelModel>;
  Project: ResolverTypeWrapper<ProjectModel>;
  ProjectConnection: ResolverTypeWrapper<ProjectConnectionModel>;
  ProjectDeletionSummary: ResolverTypeWrapper<ProjectDeletionSummary>;
  ProjectFile: ResolverTypeWrapper<ProjectFileModel>;
  ProjectGroupCount: ResolverTypeWrapper<ProjectGroupCount>;
  ProjectGroupField: ProjectGroupField;
  ProjectIdInput: ProjectIdInput;
  ProjectInput: ProjectInput;
  ProjectMember: ResolverTypeWrapper<ProjectMemberModel>;
  ProjectNote: ResolverTypeWrapper<ProjectNoteModel>;
  ProjectNotePayload: ResolverTypeWrapper<Omit<ProjectNotePayload, 'note'> & { note?: Maybe<ResolversTypes['ProjectNote']> }>;
  ProjectOrder: ProjectOrder;
  ProjectOrderField: ProjectOrderField;
  ProjectPayload: ResolverTypeWrapper<Omit<ProjectPayload, 'project'> & { project?: Maybe<ResolversTypes['Project']> }>;
  ProjectProvider: ResolverTypeWrapper<ProjectProviderModel>;
  ProjectProviderPayload: ResolverTypeWrapper<Omit<ProjectProviderPayload, 'provider'> & { provider?: Maybe<ResolversTypes['ProjectProvider']> }>;
  ProjectProvidersPayload: ResolverTypeWrapper<Omit<ProjectProvidersPayload, 'project'> & { project?: Maybe<ResolversTypes['Project']> }>;
  ProjectStatusType: ResolverTypeWrapper<ProjectStatusTypeModel>;
  ProjectType: ResolverTypeWrapper<ProjectTypeModel>;
  ProviderRelationState: ResolverTypeWrapper<ProviderRelationStateValue>;
  ProviderRelationType: ResolverTypeWrapper<ProviderRelationTypeModel>;
  ProviderStateCount: ResolverTypeWrapper<ProviderStateCountModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveTeamMemberInput: RemoveTeamMemberInput;
  RemoveTeamMemberPayload: ResolverTypeWrapper<RemoveTeamMemberPayload>;
  RenameColumnInput: RenameColumnInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  SaveCapitalProviderInput: SaveCapitalProviderInput;
  SaveDraftAsTemplateInput: SaveDraftAsTemplateInput;
  SaveSearchInput: SaveSearchInput;
  SaveTableColumnPrefsInput: SaveTableColumnPrefsInput;
  SaveTableColumnPrefsPayload: ResolverTypeWrapper<Omit<SaveTableColumnPrefsPayload, 'user'> & { user?: Maybe<ResolversTypes['CurrentUser']> }>;
  SaveTemplateAsDraftInput: SaveTemplateAsDraftInput;
  SaveTemplateAsDraftPayload: ResolverTypeWrapper<Omit<SaveTemplateAsDraftPayload, 'draft'> & { draft?: Maybe<ResolversTypes['Draft']> }>;
  SavedSearch: ResolverTypeWrapper<SavedSearchModel>;
  SavedSearchConnection: ResolverTypeWrapper<SavedSearchConnectionModel>;
  SavedSearchPayload: ResolverTypeWrapper<Omit<SavedSearchPayload, 'savedSearch'> & { savedSearch?: Maybe<ResolversTypes['SavedSearch']> }>;
  SearchType: SearchType;
  SendDraftInput: SendDraftInput;
  SendDraftPayload: ResolverTypeWrapper<Omit<SendDraftPayload, 'results'> & { results: Array<ResolversTypes['SendResult']> }>;
  SendProgress: ResolverTypeWrapper<SendProgress>;
  SendResult: ResolverTypeWrapper<SendResultModel>;
  SendStatus: SendStatus;
  SetColumnsHiddenInput: SetColumnsHiddenInput;
  SetProviderStateInput: SetProviderStateInput;
  SetTeamMemberStateInput: SetTeamMemberStateInput;
  ShareSavedSearchInput: ShareSavedSearchInput;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversTypes['CurrentUser']> }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SortDirection: SortDirection;
  StartLenderOutreachInput: StartLenderOutreachInput;
  StartLenderOutreachPayload: ResolverTypeWrapper<StartLenderOutreachPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subcategory: ResolverTypeWrapper<SubcategoryModel>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Task: ResolverTypeWrapper<TaskModel>;
  TaskConnection: ResolverTypeWrapper<TaskConnectionModel>;
  TaskFile: ResolverTypeWrapper<TaskFileModel>;
  TaskFilter: TaskFilter;
  TaskIdInput: TaskIdInput;
  TaskOrder: TaskOrder;
  TaskOrderField: TaskOrderField;
  TaskPayload: ResolverTypeWrapper<Omit<TaskPayload, 'task'> & { task?: Maybe<ResolversTypes['Task']> }>;
  TaskPerson: ResolverTypeWrapper<TaskPersonModel>;
  TaskState: ResolverTypeWrapper<TaskStateValue>;
  TaskStateLabel: ResolverTypeWrapper<TaskStateLabelModel>;
  TeamMemberInput: TeamMemberInput;
  TeamMemberPayload: ResolverTypeWrapper<Omit<TeamMemberPayload, 'member'> & { member?: Maybe<ResolversTypes['ProjectMember']> }>;
  Template: ResolverTypeWrapper<TemplateModel>;
  TemplateConnection: ResolverTypeWrapper<TemplateConnectionModel>;
  TemplateFile: ResolverTypeWrapper<TemplateFileModel>;
  TemplateGroupCount: ResolverTypeWrapper<TemplateGroupCount>;
  TemplateGroupField: TemplateGroupField;
  TemplateOrder: TemplateOrder;
  TemplateOrderField: TemplateOrderField;
  TemplatePayload: ResolverTypeWrapper<Omit<TemplatePayload, 'template'> & { template?: Maybe<ResolversTypes['Template']> }>;
  Title: ResolverTypeWrapper<TitleModel>;
  TransactionSubType: ResolverTypeWrapper<TransactionSubTypeModel>;
  TransactionType: ResolverTypeWrapper<TransactionTypeModel>;
  UpdateCommentInput: UpdateCommentInput;
  UpdateDraftInput: UpdateDraftInput;
  UpdateNoteInput: UpdateNoteInput;
  UpdatePeopleInput: UpdatePeopleInput;
  UpdatePeoplePayload: ResolverTypeWrapper<Omit<UpdatePeoplePayload, 'people'> & { people: Array<ResolversTypes['Person']> }>;
  UpdatePersonInput: UpdatePersonInput;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProviderNotesInput: UpdateProviderNotesInput;
  UpdateSignatureInput: UpdateSignatureInput;
  UpdateSignaturePayload: ResolverTypeWrapper<Omit<UpdateSignaturePayload, 'user'> & { user?: Maybe<ResolversTypes['CurrentUser']> }>;
  UpdateTaskInput: UpdateTaskInput;
  UpdateTemplateInput: UpdateTemplateInput;
  UseClass: ResolverTypeWrapper<UseClassModel>;
  UserError: ResolverTypeWrapper<UserError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Activity: ActivityModel;
  ActivityArgs: ActivityArgsModel;
  ActivityConnection: ActivityConnectionModel;
  ActivityFailedLine: ActivityFailedLine;
  ActivityFile: ActivityFile;
  ActivityType: ActivityTypeModel;
  AddCommentInput: AddCommentInput;
  AddProjectProvidersInput: AddProjectProvidersInput;
  AddTeamMemberInput: AddTeamMemberInput;
  AssetType: AssetTypeModel;
  AssignToProjectInput: AssignToProjectInput;
  Board: BoardModel;
  BoardColumn: BoardColumnModel;
  BoardColumnChange: BoardColumnChangeModel;
  BoardEvent: BoardEventModel;
  BoardProject: BoardProjectModel;
  BoardProjectOption: BoardProjectOptionModel;
  BoardViewer: BoardViewerModel;
  Boolean: Scalars['Boolean']['output'];
  BulkCapitalProviderInput: BulkCapitalProviderInput;
  BulkEmailInput: BulkEmailInput;
  BulkPhoneInput: BulkPhoneInput;
  CalendarEvent: ResolversUnionTypes<ResolversParentTypes>['CalendarEvent'];
  CalendarProject: CalendarProjectModel;
  CapitalProvider: CapitalProviderModel;
  CapitalProviderPayload: Omit<CapitalProviderPayload, 'capitalProvider'> & { capitalProvider?: Maybe<ResolversParentTypes['CapitalProvider']> };
  Category: CategoryModel;
  ClientClass: ClientClassModel;
  ColumnHiddenInput: ColumnHiddenInput;
  ColumnPayload: Omit<ColumnPayload, 'column'> & { column?: Maybe<ResolversParentTypes['BoardColumn']> };
  ColumnsPayload: Omit<ColumnsPayload, 'columns'> & { columns: Array<ResolversParentTypes['BoardColumn']> };
  Comment: CommentModel;
  CommentPayload: Omit<CommentPayload, 'comment'> & { comment?: Maybe<ResolversParentTypes['Comment']> };
  ContactManagementPayload: ContactManagementPayload;
  CpSubcategory: CpSubcategoryModel;
  CreateDraftInput: CreateDraftInput;
  CreateNoteInput: CreateNoteInput;
  CreatePersonInput: CreatePersonInput;
  CreateProjectNoteInput: CreateProjectNoteInput;
  CreateTaskInput: CreateTaskInput;
  CurrentUser: CurrentUserModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DefaultColumn: DefaultColumnModel;
  DeleteCommentInput: DeleteCommentInput;
  DeleteCommentPayload: DeleteCommentPayload;
  DeleteDraftsInput: DeleteDraftsInput;
  DeleteDraftsPayload: DeleteDraftsPayload;
  DeleteFileInput: DeleteFileInput;
  DeleteFilePayload: DeleteFilePayload;
  DeleteNoteInput: DeleteNoteInput;
  DeleteNotePayload: DeleteNotePayload;
  DeletePeopleInput: DeletePeopleInput;
  DeletePeoplePayload: DeletePeoplePayload;
  DeletePersonPayload: DeletePersonPayload;
  DeleteProjectPayload: DeleteProjectPayload;
  DeleteProjectsInput: DeleteProjectsInput;
  DeleteProjectsPayload: DeleteProjectsPayload;
  DeleteSavedSearchInput: DeleteSavedSearchInput;
  DeleteSavedSearchPayload: DeleteSavedSearchPayload;
  DeleteTaskPayload: DeleteTaskPayload;
  DeleteTemplatesInput: DeleteTemplatesInput;
  DeleteTemplatesPayload: DeleteTemplatesPayload;
  Draft: DraftModel;
  DraftFile: DraftFileModel;
  DraftPayload: Omit<DraftPayload, 'draft'> & { draft?: Maybe<ResolversParentTypes['Draft']> };
  DraftPreview: DraftPreview;
  Email: EmailModel;
  EmailAddressee: EmailAddresseeModel;
  EmailConnection: EmailConnectionModel;
  EmailFilter: EmailFilter;
  ExternalContact: ExternalContactModel;
  Float: Scalars['Float']['output'];
  ForwardEmailInput: ForwardEmailInput;
  ID: Scalars['ID']['output'];
  ImportedDuplicate: ImportedDuplicateModel;
  Int: Scalars['Int']['output'];
  InvestingGeography: InvestingGeographyModel;
  InvestmentClass: InvestmentClassModel;
  InvitePersonInput: InvitePersonInput;
  JSON: Scalars['JSON']['output'];
  LegalStatus: LegalStatusModel;
  LenderCriterionValue: LenderCriterionValueModel;
  LenderMatch: LenderMatchModel;
  LenderMatchConnection: LenderMatchConnectionModel;
  LenderMiss: LenderMissModel;
  Location: LocationModel;
  LookupItem: LookupItemModel;
  Lookups: LookupsModel;
  MergeEmailInput: MergeEmailInput;
  MergeFieldsInput: MergeFieldsInput;
  MergeImportedDuplicateInput: MergeImportedDuplicateInput;
  MergePayload: Omit<MergePayload, 'person'> & { person?: Maybe<ResolversParentTypes['Person']> };
  MergePhoneInput: MergePhoneInput;
  MergePossibleDuplicatesInput: MergePossibleDuplicatesInput;
  MoveTaskInput: MoveTaskInput;
  Mutation: Record<PropertyKey, never>;
  Note: NoteModel;
  NotePayload: Omit<NotePayload, 'note'> & { note?: Maybe<ResolversParentTypes['Note']> };
  OutlookStatus: OutlookStatusModel;
  PageInfo: PageInfo;
  Person: PersonModel;
  PersonConnection: PersonConnectionModel;
  PersonEmail: PersonEmail;
  PersonEmailInput: PersonEmailInput;
  PersonFile: PersonFileModel;
  PersonFilter: PersonFilter;
  PersonGroupCount: PersonGroupCount;
  PersonIdInput: PersonIdInput;
  PersonInput: PersonInput;
  PersonMerge: PersonMergeModel;
  PersonOrder: PersonOrder;
  PersonPayload: Omit<PersonPayload, 'conflictingPerson' | 'person'> & { conflictingPerson?: Maybe<ResolversParentTypes['Person']>, person?: Maybe<ResolversParentTypes['Person']> };
  PersonPhone: PersonPhone;
  PersonPhoneInput: PersonPhoneInput;
  PersonRef: PersonRefModel;
  PossibleDuplicateGroup: PossibleDuplicateGroupModel;
  PreviewMessage: PreviewMessage;
  ProfileTypeLabel: ProfileTypeLabelModel;
  Project: ProjectModel;
  ProjectConnection: ProjectConnectionModel;
  ProjectDeletionSummary: ProjectDeletionSummary;
  ProjectFile: ProjectFileModel;
  ProjectGroupCount: ProjectGroupCount;
  ProjectIdInput: ProjectIdInput;
  ProjectInput: ProjectInput;
  ProjectMember: ProjectMemberModel;
  ProjectNote: ProjectNoteModel;
  ProjectNotePayload: Omit<ProjectNotePayload, 'note'> & { note?: Maybe<ResolversParentTypes['ProjectNote']> };
  ProjectOrder: ProjectOrder;
  ProjectPayload: Omit<ProjectPayload, 'project'> & { project?: Maybe<ResolversParentTypes['Project']> };
  ProjectProvider: ProjectProviderModel;
  ProjectProviderPayload: Omit<ProjectProviderPayload, 'provider'> & { provider?: Maybe<ResolversParentTypes['ProjectProvider']> };
  ProjectProvidersPayload: Omit<ProjectProvidersPayload, 'project'> & { project?: Maybe<ResolversParentTypes['Project']> };
  ProjectStatusType: ProjectStatusTypeModel;
  ProjectType: ProjectTypeModel;
  ProviderRelationType: ProviderRelationTypeModel;
  ProviderStateCount: ProviderStateCountModel;
  Query: Record<PropertyKey, never>;
  RemoveTeamMemberInput: RemoveTeamMemberInput;
  RemoveTeamMemberPayload: RemoveTeamMemberPayload;
  RenameColumnInput: RenameColumnInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  SaveCapitalProviderInput: SaveCapitalProviderInput;
  SaveDraftAsTemplateInput: SaveDraftAsTemplateInput;
  SaveSearchInput: SaveSearchInput;
  SaveTableColumnPrefsInput: SaveTableColumnPrefsInput;
  SaveTableColumnPrefsPayload: Omit<SaveTableColumnPrefsPayload, 'user'> & { user?: Maybe<ResolversParentTypes['CurrentUser']> };
  SaveTemplateAsDraftInput: SaveTemplateAsDraftInput;
  SaveTemplateAsDraftPayload: Omit<SaveTemplateAsDraftPayload, 'draft'> & { draft?: Maybe<ResolversParentTypes['Draft']> };
  SavedSearch: SavedSearchModel;
  SavedSearchConnection: SavedSearchConnectionModel;
  SavedSearchPayload: Omit<SavedSearchPayload, 'savedSearch'> & { savedSearch?: Maybe<ResolversParentTypes['SavedSearch']> };
  SendDraftInput: SendDraftInput;
  SendDraftPayload: Omit<SendDraftPayload, 'results'> & { results: Array<ResolversParentTypes['SendResult']> };
  SendProgress: SendProgress;
  SendResult: SendResultModel;
  SetColumnsHiddenInput: SetColumnsHiddenInput;
  SetProviderStateInput: SetProviderStateInput;
  SetTeamMemberStateInput: SetTeamMemberStateInput;
  ShareSavedSearchInput: ShareSavedSearchInput;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversParentTypes['CurrentUser']> };
  SignOutPayload: SignOutPayload;
  StartLenderOutreachInput: StartLenderOutreachInput;
  StartLenderOutreachPayload: StartLenderOutreachPayload;
  String: Scalars['String']['output'];
  Subcategory: SubcategoryModel;
  Subscription: Record<PropertyKey, never>;
  Task: TaskModel;
  TaskConnection: TaskConnectionModel;
  TaskFile: TaskFileModel;
  TaskFilter: TaskFilter;
  TaskIdInput: TaskIdInput;
  TaskOrder: TaskOrder;
  TaskPayload: Omit<TaskPayload, 'task'> & { task?: Maybe<ResolversParentTypes['Task']> };
  TaskPerson: TaskPersonModel;
  TaskStateLabel: TaskStateLabelModel;
  TeamMemberInput: TeamMemberInput;
  TeamMemberPayload: Omit<TeamMemberPayload, 'member'> & { member?: Maybe<ResolversParentTypes['ProjectMember']> };
  Template: TemplateModel;
  TemplateConnection: TemplateConnectionModel;
  TemplateFile: TemplateFileModel;
  TemplateGroupCount: TemplateGroupCount;
  TemplateOrder: TemplateOrder;
  TemplatePayload: Omit<TemplatePayload, 'template'> & { template?: Maybe<ResolversParentTypes['Template']> };
  Title: TitleModel;
  TransactionSubType: TransactionSubTypeModel;
  TransactionType: TransactionTypeModel;
  UpdateCommentInput: UpdateCommentInput;
  UpdateDraftInput: UpdateDraftInput;
  UpdateNoteInput: UpdateNoteInput;
  UpdatePeopleInput: UpdatePeopleInput;
  UpdatePeoplePayload: Omit<UpdatePeoplePayload, 'people'> & { people: Array<ResolversParentTypes['Person']> };
  UpdatePersonInput: UpdatePersonInput;
  UpdateProjectInput: UpdateProjectInput;
  UpdateProviderNotesInput: UpdateProviderNotesInput;
  UpdateSignatureInput: UpdateSignatureInput;
  UpdateSignaturePayload: Omit<UpdateSignaturePayload, 'user'> & { user?: Maybe<ResolversParentTypes['CurrentUser']> };
  UpdateTaskInput: UpdateTaskInput;
  UpdateTemplateInput: UpdateTemplateInput;
  UseClass: UseClassModel;
  UserError: UserError;
};

export type EmbeddedDirectiveArgs = { };

export type EmbeddedDirectiveResolver<Result, Parent, ContextType = Context, Args = EmbeddedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  args?: Resolver<ResolversTypes['ActivityArgs'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['ActivityType']>, ParentType, ContextType>;
};

export type ActivityArgsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityArgs'] = ResolversParentTypes['ActivityArgs']> = {
  column?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  created?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  duplicate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  failedLines?: Resolver<Maybe<Array<ResolversTypes['ActivityFailedLine']>>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['ActivityFile']>, ParentType, ContextType>;
  people?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ActivityConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityConnection'] = ResolversParentTypes['ActivityConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActivityFailedLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityFailedLine'] = ResolversParentTypes['ActivityFailedLine']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityFile'] = ResolversParentTypes['ActivityFile']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivityType'] = ResolversParentTypes['ActivityType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AssetTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AssetType'] = ResolversParentTypes['AssetType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BoardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board']> = {
  columns?: Resolver<Array<ResolversTypes['BoardColumn']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['BoardProject'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardColumnResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardColumn'] = ResolversParentTypes['BoardColumn']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardColumnChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardColumnChange'] = ResolversParentTypes['BoardColumnChange']> = {
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardEvent'] = ResolversParentTypes['BoardEvent']> = {
  actor?: Resolver<Maybe<ResolversTypes['TaskPerson']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType>;
  columns?: Resolver<Maybe<Array<ResolversTypes['BoardColumnChange']>>, ParentType, ContextType>;
  deletedTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BoardEventKind'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type BoardProjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardProject'] = ResolversParentTypes['BoardProject']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ProjectMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardProjectOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardProjectOption'] = ResolversParentTypes['BoardProjectOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoardViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoardViewer'] = ResolversParentTypes['BoardViewer']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CalendarEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarEvent'] = ResolversParentTypes['CalendarEvent']> = {
  __resolveType: TypeResolveFn<'CalendarProject' | 'Task', ParentType, ContextType>;
};

export type CalendarProjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalendarProject'] = ResolversParentTypes['CalendarProject']> = {
  closingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CapitalProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapitalProvider'] = ResolversParentTypes['CapitalProvider']> = {
  cpSubcategoryTypes?: Resolver<Array<ResolversTypes['CpSubcategory']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  investingGeographies?: Resolver<Array<ResolversTypes['InvestingGeography']>, ParentType, ContextType>;
  investmentClasses?: Resolver<Array<ResolversTypes['InvestmentClass']>, ParentType, ContextType>;
  isDebt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDevelopment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEquity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSharia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxLtc?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxLtgdv?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxLtv?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxTerm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minIrr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minRoe?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minTerm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CapitalProviderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CapitalProviderPayload'] = ResolversParentTypes['CapitalProviderPayload']> = {
  capitalProvider?: Resolver<Maybe<ResolversTypes['CapitalProvider']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClientClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClientClass'] = ResolversParentTypes['ClientClass']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColumnPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ColumnPayload'] = ResolversParentTypes['ColumnPayload']> = {
  column?: Resolver<Maybe<ResolversTypes['BoardColumn']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ColumnsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ColumnsPayload'] = ResolversParentTypes['ColumnsPayload']> = {
  columns?: Resolver<Array<ResolversTypes['BoardColumn']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CommentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['TaskPerson']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CommentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentPayload'] = ResolversParentTypes['CommentPayload']> = {
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContactManagementPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactManagementPayload'] = ResolversParentTypes['ContactManagementPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CpSubcategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CpSubcategory'] = ResolversParentTypes['CpSubcategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDebt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEquity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasFullAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCapitalProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMsAuthorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profileType?: Resolver<ResolversTypes['ProfileType'], ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortingPrefs?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  tableColumnPrefs?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DefaultColumnResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DefaultColumn'] = ResolversParentTypes['DefaultColumn']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeleteCommentPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteCommentPayload'] = ResolversParentTypes['DeleteCommentPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteDraftsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteDraftsPayload'] = ResolversParentTypes['DeleteDraftsPayload']> = {
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteFilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteFilePayload'] = ResolversParentTypes['DeleteFilePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteNotePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteNotePayload'] = ResolversParentTypes['DeleteNotePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeletePeoplePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePeoplePayload'] = ResolversParentTypes['DeletePeoplePayload']> = {
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeletePersonPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePersonPayload'] = ResolversParentTypes['DeletePersonPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteProjectPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteProjectPayload'] = ResolversParentTypes['DeleteProjectPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteProjectsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteProjectsPayload'] = ResolversParentTypes['DeleteProjectsPayload']> = {
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteSavedSearchPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteSavedSearchPayload'] = ResolversParentTypes['DeleteSavedSearchPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteTaskPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteTaskPayload'] = ResolversParentTypes['DeleteTaskPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteTemplatesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteTemplatesPayload'] = ResolversParentTypes['DeleteTemplatesPayload']> = {
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Draft'] = ResolversParentTypes['Draft']> = {
  bcc?: Resolver<Array<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cc?: Resolver<Array<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DraftFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['DraftPreview'], ParentType, ContextType, RequireFields<DraftPreviewArgs, 'first'>>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sendProgress?: Resolver<ResolversTypes['SendProgress'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  toCompanyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DraftFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DraftFile'] = ResolversParentTypes['DraftFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DraftPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DraftPayload'] = ResolversParentTypes['DraftPayload']> = {
  draft?: Resolver<Maybe<ResolversTypes['Draft']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DraftPreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DraftPreview'] = ResolversParentTypes['DraftPreview']> = {
  messages?: Resolver<Array<ResolversTypes['PreviewMessage']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EmailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Email'] = ResolversParentTypes['Email']> = {
  cc?: Resolver<Array<ResolversTypes['EmailAddressee']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hasUnsafeContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isForwarded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['EmailAddressee']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['EmailAddressee']>, ParentType, ContextType>;
};

export type EmailAddresseeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailAddressee'] = ResolversParentTypes['EmailAddressee']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
};

export type EmailConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailConnection'] = ResolversParentTypes['EmailConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Email']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExternalContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalContact'] = ResolversParentTypes['ExternalContact']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ImportedDuplicateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImportedDuplicate'] = ResolversParentTypes['ImportedDuplicate']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  duplicateOf?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['PersonEmail']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['PersonPhone']>, ParentType, ContextType>;
};

export type InvestingGeographyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvestingGeography'] = ResolversParentTypes['InvestingGeography']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvestmentClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InvestmentClass'] = ResolversParentTypes['InvestmentClass']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InviteStatusResolvers = { ACCEPTED: 2, NOT_SENT?: 0, PENDING: 1 };

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LegalStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LegalStatus'] = ResolversParentTypes['LegalStatus']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LenderCriterionValueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LenderCriterionValue'] = ResolversParentTypes['LenderCriterionValue']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  geographies?: Resolver<Maybe<Array<ResolversTypes['InvestingGeography']>>, ParentType, ContextType>;
};

export type LenderMatchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LenderMatch'] = ResolversParentTypes['LenderMatch']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  met?: Resolver<Array<ResolversTypes['LenderCriterion']>, ParentType, ContextType>;
  misses?: Resolver<Array<ResolversTypes['LenderMiss']>, ParentType, ContextType>;
  nearMiss?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['PersonRef'], ParentType, ContextType>;
  relationState?: Resolver<Maybe<ResolversTypes['ProviderRelationState']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LenderMatchConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LenderMatchConnection'] = ResolversParentTypes['LenderMatchConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['LenderMatch']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LenderMissResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LenderMiss'] = ResolversParentTypes['LenderMiss']> = {
  criterion?: Resolver<ResolversTypes['LenderCriterion'], ParentType, ContextType>;
  gap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  have?: Resolver<ResolversTypes['LenderCriterionValue'], ParentType, ContextType>;
  want?: Resolver<ResolversTypes['LenderCriterionValue'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LookupItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LookupItem'] = ResolversParentTypes['LookupItem']> = {
  __resolveType: TypeResolveFn<'ActivityType' | 'AssetType' | 'Category' | 'ClientClass' | 'CpSubcategory' | 'DefaultColumn' | 'InvestingGeography' | 'InvestmentClass' | 'LegalStatus' | 'Location' | 'ProfileTypeLabel' | 'ProjectStatusType' | 'ProjectType' | 'ProviderRelationType' | 'Subcategory' | 'TaskStateLabel' | 'Title' | 'TransactionSubType' | 'TransactionType' | 'UseClass', ParentType, ContextType>;
};

export type LookupsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Lookups'] = ResolversParentTypes['Lookups']> = {
  activityTypes?: Resolver<Array<ResolversTypes['ActivityType']>, ParentType, ContextType>;
  assetTypes?: Resolver<Array<ResolversTypes['AssetType']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  clientClasses?: Resolver<Array<ResolversTypes['ClientClass']>, ParentType, ContextType>;
  cpSubcategories?: Resolver<Array<ResolversTypes['CpSubcategory']>, ParentType, ContextType>;
  defaultColumns?: Resolver<Array<ResolversTypes['DefaultColumn']>, ParentType, ContextType>;
  investingGeographyTypes?: Resolver<Array<ResolversTypes['InvestingGeography']>, ParentType, ContextType>;
  investmentClassTypes?: Resolver<Array<ResolversTypes['InvestmentClass']>, ParentType, ContextType>;
  legalStatuses?: Resolver<Array<ResolversTypes['LegalStatus']>, ParentType, ContextType>;
  locationTypes?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  profileTypes?: Resolver<Array<ResolversTypes['ProfileTypeLabel']>, ParentType, ContextType>;
  projectStatusTypes?: Resolver<Array<ResolversTypes['ProjectStatusType']>, ParentType, ContextType>;
  projectTypes?: Resolver<Array<ResolversTypes['ProjectType']>, ParentType, ContextType>;
  providerRelationTypes?: Resolver<Array<ResolversTypes['ProviderRelationType']>, ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['Subcategory']>, ParentType, ContextType>;
  taskStates?: Resolver<Array<ResolversTypes['TaskStateLabel']>, ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['Title']>, ParentType, ContextType>;
  transactionSubTypes?: Resolver<Array<ResolversTypes['TransactionSubType']>, ParentType, ContextType>;
  transactionTypes?: Resolver<Array<ResolversTypes['TransactionType']>, ParentType, ContextType>;
  useClassTypes?: Resolver<Array<ResolversTypes['UseClass']>, ParentType, ContextType>;
};

export type MembershipStateResolvers = { CLIENT: 2, GUEST: 4, MEMBER: 3, OWNER: 1 };

export type MergePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MergePayload'] = ResolversParentTypes['MergePayload']> = {
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addComment?: Resolver<ResolversTypes['CommentPayload'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'input'>>;
  addProjectProviders?: Resolver<ResolversTypes['ProjectProvidersPayload'], ParentType, ContextType, RequireFields<MutationAddProjectProvidersArgs, 'input'>>;
  addTeamMember?: Resolver<ResolversTypes['TeamMemberPayload'], ParentType, ContextType, RequireFields<MutationAddTeamMemberArgs, 'input'>>;
  approveTask?: Resolver<ResolversTypes['TaskPayload'], ParentType, ContextType, RequireFields<MutationApproveTaskArgs, 'input'>>;
  assignToProject?: Resolver<ResolversTypes['ProjectPayload'], ParentType, ContextType, RequireFields<MutationAssignToProjectArgs, 'input'>>;
  createDraft?: Resolver<ResolversTypes['DraftPayload'], ParentType, ContextType, RequireFields<MutationCreateDraftArgs, 'input'>>;
  createNote?: Resolver<ResolversTypes['NotePayload'], ParentType, ContextType, RequireFields<MutationCreateNoteArgs, 'input'>>;
  createPerson?: Resolver<ResolversTypes['PersonPayload'], ParentType, ContextType, RequireFields<MutationCreatePersonArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['ProjectPayload'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createProjectNote?: Resolver<ResolversTypes['ProjectNotePayload'], ParentType, ContextType, RequireFields<MutationCreateProjectNoteArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['TaskPayload'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  createTemplate?: Resolver<ResolversTypes['TemplatePayload'], ParentType, ContextType>;
  deleteComment?: Resolver<ResolversTypes['DeleteCommentPayload'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'input'>>;
  deleteDraftFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteDraftFileArgs, 'input'>>;
  deleteDrafts?: Resolver<ResolversTypes['DeleteDraftsPayload'], ParentType, ContextType, RequireFields<MutationDeleteDraftsArgs, 'input'>>;
  deleteFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'input'>>;
  deleteImportedDuplicates?: Resolver<ResolversTypes['ContactManagementPayload'], ParentType, ContextType, RequireFields<MutationDeleteImportedDuplicatesArgs, 'ids'>>;
  deleteNote?: Resolver<ResolversTypes['DeleteNotePayload'], ParentType, ContextType, RequireFields<MutationDeleteNoteArgs, 'input'>>;
  deletePeople?: Resolver<ResolversTypes['DeletePeoplePayload'], ParentType, ContextType, RequireFields<MutationDeletePeopleArgs, 'input'>>;
  deletePeoplePermanently?: Resolver<ResolversTypes['ContactManagementPayload'], ParentType, ContextType, RequireFields<MutationDeletePeoplePermanentlyArgs, 'ids'>>;
  deletePerson?: Resolver<ResolversTypes['DeletePersonPayload'], ParentType, ContextType, RequireFields<MutationDeletePersonArgs, 'input'>>;
  deleteProject?: Resolver<ResolversTypes['DeleteProjectPayload'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'input'>>;
  deleteProjectFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteProjectFileArgs, 'input'>>;
  deleteProjectNote?: Resolver<ResolversTypes['DeleteNotePayload'], ParentType, ContextType, RequireFields<MutationDeleteProjectNoteArgs, 'input'>>;
  deleteProjects?: Resolver<ResolversTypes['DeleteProjectsPayload'], ParentType, ContextType, RequireFields<MutationDeleteProjectsArgs, 'input'>>;
  deleteSavedSearch?: Resolver<ResolversTypes['DeleteSavedSearchPayload'], ParentType, ContextType, RequireFields<MutationDeleteSavedSearchArgs, 'input'>>;
  deleteTask?: Resolver<ResolversTypes['DeleteTaskPayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'input'>>;
  deleteTaskFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteTaskFileArgs, 'input'>>;
  deleteTemplateFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteTemplateFileArgs, 'input'>>;
  deleteTemplates?: Resolver<ResolversTypes['DeleteTemplatesPayload'], ParentType, ContextType, RequireFields<MutationDeleteTemplatesArgs, 'input'>>;
  dismissExternalContacts?: Resolver<ResolversTypes['ContactManagementPayload'], ParentType, ContextType, RequireFields<MutationDismissExternalContactsArgs, 'ids'>>;
  forwardEmail?: Resolver<ResolversTypes['DraftPayload'], ParentType, ContextType, RequireFields<MutationForwardEmailArgs, 'input'>>;
  ignorePossibleDuplicates?: Resolver<ResolversTypes['ContactManagementPayload'], ParentType, ContextType, RequireFields<MutationIgnorePossibleDuplicatesArgs, 'ids'>>;
  invitePerson?: Resolver<ResolversTypes['PersonPayload'], ParentType, ContextType, RequireFields<MutationInvitePersonArgs, 'input'>>;
  mergeImportedDuplicate?: Resolver<ResolversTypes['MergePayload'], ParentType, ContextType, RequireFields<MutationMergeImportedDuplicateArgs, 'input'>>;
  mergePossibleDuplicates?: Resolver<ResolversTypes['MergePayload'], ParentType, ContextType, RequireFields<MutationMergePossibleDuplicatesArgs, 'input'>>;
  moveTask?: Resolver<ResolversTypes['TaskPayload'], ParentType, ContextType, RequireFields<MutationMoveTaskArgs, 'input'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reactivatePeople?: Resolver<ResolversTypes['ContactManagementPayload'], ParentType, ContextType, RequireFields<MutationReactivatePeopleArgs, 'ids'>>;
  refreshOutlookStatus?: Resolver<Maybe<ResolversTypes['OutlookStatus']>, ParentType, ContextType>;
  rejectTask?: Resolver<ResolversTypes['TaskPayload'], ParentType, ContextType, RequireFields<MutationRejectTaskArgs, 'input'>>;
  removeTeamMember?: Resolver<ResolversTypes['RemoveTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'input'>>;
  renameColumn?: Resolver<ResolversTypes['ColumnPayload'], ParentType, ContextType, RequireFields<MutationRenameColumnArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeInvite?: Resolver<ResolversTypes['PersonPayload'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'input'>>;
  saveCapitalProvider?: Resolver<ResolversTypes['CapitalProviderPayload'], ParentType, ContextType, RequireFields<MutationSaveCapitalProviderArgs, 'input'>>;
  saveDraftAsTemplate?: Resolver<ResolversTypes['TemplatePayload'], ParentType, ContextType, RequireFields<MutationSaveDraftAsTemplateArgs, 'input'>>;
  saveSearch?: Resolver<ResolversTypes['SavedSearchPayload'], ParentType, ContextType, RequireFields<MutationSaveSearchArgs, 'input'>>;
  saveTableColumnPrefs?: Resolver<ResolversTypes['SaveTableColumnPrefsPayload'], ParentType, ContextType, RequireFields<MutationSaveTableColumnPrefsArgs, 'input'>>;
  saveTemplateAsDraft?: Resolver<ResolversTypes['SaveTemplateAsDraftPayload'], ParentType, ContextType, RequireFields<MutationSaveTemplateAsDraftArgs, 'input'>>;
  sendDraft?: Resolver<ResolversTypes['SendDraftPayload'], ParentType, ContextType, RequireFields<MutationSendDraftArgs, 'input'>>;
  setColumnsHidden?: Resolver<ResolversTypes['ColumnsPayload'], ParentType, ContextType, RequireFields<MutationSetColumnsHiddenArgs, 'input'>>;
  setProviderState?: Resolver<ResolversTypes['ProjectProvidersPayload'], ParentType, ContextType, RequireFields<MutationSetProviderStateArgs, 'input'>>;
  setTeamMemberState?: Resolver<ResolversTypes['TeamMemberPayload'], ParentType, ContextType, RequireFields<MutationSetTeamMemberStateArgs, 'input'>>;
  shareSavedSearch?: Resolver<ResolversTypes['SavedSearchPayload'], ParentType, ContextType, RequireFields<MutationShareSavedSearchArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  startLenderOutreach?: Resolver<ResolversTypes['StartLenderOutreachPayload'], ParentType, ContextType, RequireFields<MutationStartLenderOutreachArgs, 'input'>>;
  submitTask?: Resolver<ResolversTypes['TaskPayload'], ParentType, ContextType, RequireFields<MutationSubmitTaskArgs, 'input'>>;
  undoMerge?: Resolver<ResolversTypes['MergePayload'], ParentType, ContextType, RequireFields<MutationUndoMergeArgs, 'id'>>;
  updateComment?: Resolver<ResolversTypes['CommentPayload'], ParentType, ContextType, RequireFields<MutationUpdateCommentArgs, 'input'>>;
  updateDraft?: Resolver<ResolversTypes['DraftPayload'], ParentType, ContextType, RequireFields<MutationUpdateDraftArgs, 'input'>>;
  updateNote?: Resolver<ResolversTypes['NotePayload'], ParentType, ContextType, RequireFields<MutationUpdateNoteArgs, 'input'>>;
  updatePeople?: Resolver<ResolversTypes['UpdatePeoplePayload'], ParentType, ContextType, RequireFields<MutationUpdatePeopleArgs, 'input'>>;
  updatePerson?: Resolver<ResolversTypes['PersonPayload'], ParentType, ContextType, RequireFields<MutationUpdatePersonArgs, 'input'>>;
  updateProject?: Resolver<ResolversTypes['ProjectPayload'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'input'>>;
  updateProjectNote?: Resolver<ResolversTypes['ProjectNotePayload'], ParentType, ContextType, RequireFields<MutationUpdateProjectNoteArgs, 'input'>>;
  updateProviderNotes?: Resolver<ResolversTypes['ProjectProviderPayload'], ParentType, ContextType, RequireFields<MutationUpdateProviderNotesArgs, 'input'>>;
  updateSignature?: Resolver<ResolversTypes['UpdateSignaturePayload'], ParentType, ContextType, RequireFields<MutationUpdateSignatureArgs, 'input'>>;
  updateTask?: Resolver<ResolversTypes['TaskPayload'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'input'>>;
  updateTemplate?: Resolver<ResolversTypes['TemplatePayload'], ParentType, ContextType, RequireFields<MutationUpdateTemplateArgs, 'input'>>;
};

export type NoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type NotePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotePayload'] = ResolversParentTypes['NotePayload']> = {
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type OutlookStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OutlookStatus'] = ResolversParentTypes['OutlookStatus']> = {
  credentialsAreActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOutlookCredentials?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasOutlookSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OutlookState'], ParentType, ContextType>;
  subscriptionsAreActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  capitalProvider?: Resolver<Maybe<ResolversTypes['CapitalProvider']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientClass?: Resolver<Maybe<ResolversTypes['ClientClass']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['PersonEmail']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['PersonFile']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homePostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteStatus?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
  isCapitalProvider?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMsAuthorized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUniversalOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalStatus?: Resolver<Maybe<ResolversTypes['LegalStatus']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['Note']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['PersonPhone']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileType?: Resolver<ResolversTypes['ProfileType'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spouse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['Subcategory']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['Title']>, ParentType, ContextType>;
  undoableMerges?: Resolver<Array<ResolversTypes['PersonMerge']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  useClasses?: Resolver<Array<ResolversTypes['UseClass']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonConnection'] = ResolversParentTypes['PersonConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonEmailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonEmail'] = ResolversParentTypes['PersonEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonFile'] = ResolversParentTypes['PersonFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
};

export type PersonGroupCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonGroupCount'] = ResolversParentTypes['PersonGroupCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonMergeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonMerge'] = ResolversParentTypes['PersonMerge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mergedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mergedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  mergedNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  undoUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PersonPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonPayload'] = ResolversParentTypes['PersonPayload']> = {
  conflictingPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PersonPhoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonPhone'] = ResolversParentTypes['PersonPhone']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PersonRef'] = ResolversParentTypes['PersonRef']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PossibleDuplicateGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PossibleDuplicateGroup'] = ResolversParentTypes['PossibleDuplicateGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PreviewMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PreviewMessage'] = ResolversParentTypes['PreviewMessage']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileTypeResolvers = { ADMIN: 1, CLIENT: 3, GUEST: 4, USER: 2 };

export type ProfileTypeLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileTypeLabel'] = ResolversParentTypes['ProfileTypeLabel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  assetTypes?: Resolver<Array<ResolversTypes['AssetType']>, ParentType, ContextType>;
  capitalRequired?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  closingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['BoardColumn']>, ParentType, ContextType>;
  cpSummary?: Resolver<Array<ResolversTypes['ProviderStateCount']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ProjectFile']>, ParentType, ContextType>;
  gdv?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSharia?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lenderMatches?: Resolver<ResolversTypes['LenderMatchConnection'], ParentType, ContextType, Partial<ProjectLenderMatchesArgs>>;
  location?: Resolver<Maybe<ResolversTypes['InvestingGeography']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ProjectMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['ProjectNote']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  providers?: Resolver<Array<ResolversTypes['ProjectProvider']>, ParentType, ContextType>;
  recentValuation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ProjectStatusType']>, ParentType, ContextType>;
  successFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  termSheetFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalFees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transactionSubTypes?: Resolver<Array<ResolversTypes['TransactionSubType']>, ParentType, ContextType>;
  transactionTypes?: Resolver<Array<ResolversTypes['TransactionType']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['ProjectType']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProjectConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectConnection'] = ResolversParentTypes['ProjectConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectDeletionSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectDeletionSummary'] = ResolversParentTypes['ProjectDeletionSummary']> = {
  fileCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taskCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectFile'] = ResolversParentTypes['ProjectFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
};

export type ProjectGroupCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectGroupCount'] = ResolversParentTypes['ProjectGroupCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProjectMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectMember'] = ResolversParentTypes['ProjectMember']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUniversalOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  personId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MembershipState'], ParentType, ContextType>;
};

export type ProjectNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectNote'] = ResolversParentTypes['ProjectNote']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ProjectNotePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectNotePayload'] = ResolversParentTypes['ProjectNotePayload']> = {
  note?: Resolver<Maybe<ResolversTypes['ProjectNote']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProjectPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectPayload'] = ResolversParentTypes['ProjectPayload']> = {
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProjectProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectProvider'] = ResolversParentTypes['ProjectProvider']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastContacted?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notesCreatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notesUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['PersonRef'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['ProviderRelationType']>, ParentType, ContextType>;
};

export type ProjectProviderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectProviderPayload'] = ResolversParentTypes['ProjectProviderPayload']> = {
  provider?: Resolver<Maybe<ResolversTypes['ProjectProvider']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProjectProvidersPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectProvidersPayload'] = ResolversParentTypes['ProjectProvidersPayload']> = {
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ProjectStatusTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectStatusType'] = ResolversParentTypes['ProjectStatusType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProjectTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectType'] = ResolversParentTypes['ProjectType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProviderRelationStateResolvers = { CONTACTED: 1, INTERESTED: 2, NEGOTIATING: 3, REJECTED: 5, TERMS_AGREED: 4 };

export type ProviderRelationTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProviderRelationType'] = ResolversParentTypes['ProviderRelationType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortingPriority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ProviderRelationState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProviderStateCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProviderStateCount'] = ResolversParentTypes['ProviderStateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activities?: Resolver<ResolversTypes['ActivityConnection'], ParentType, ContextType, Partial<QueryActivitiesArgs>>;
  assignableProjects?: Resolver<Array<ResolversTypes['BoardProjectOption']>, ParentType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<QueryBoardArgs, 'projectId'>>;
  boardProjects?: Resolver<Array<ResolversTypes['BoardProjectOption']>, ParentType, ContextType>;
  calendar?: Resolver<Array<ResolversTypes['CalendarEvent']>, ParentType, ContextType, RequireFields<QueryCalendarArgs, 'from' | 'to'>>;
  deletedPeople?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['Draft']>, ParentType, ContextType, RequireFields<QueryDraftArgs, 'id'>>;
  drafts?: Resolver<Array<ResolversTypes['Draft']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['Email']>, ParentType, ContextType, RequireFields<QueryEmailArgs, 'id'>>;
  emailProjects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, Partial<QueryEmailProjectsArgs>>;
  emailThread?: Resolver<Array<ResolversTypes['Email']>, ParentType, ContextType, RequireFields<QueryEmailThreadArgs, 'conversationId'>>;
  emails?: Resolver<ResolversTypes['EmailConnection'], ParentType, ContextType, RequireFields<QueryEmailsArgs, 'personId'>>;
  externalContacts?: Resolver<Array<ResolversTypes['ExternalContact']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  importedDuplicate?: Resolver<Maybe<ResolversTypes['ImportedDuplicate']>, ParentType, ContextType, RequireFields<QueryImportedDuplicateArgs, 'id'>>;
  importedDuplicates?: Resolver<Array<ResolversTypes['ImportedDuplicate']>, ParentType, ContextType>;
  lookups?: Resolver<ResolversTypes['Lookups'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['CurrentUser']>, ParentType, ContextType>;
  myTasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  organisations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  outlookStatus?: Resolver<Maybe<ResolversTypes['OutlookStatus']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, Partial<QueryPeopleArgs>>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPersonArgs, 'id'>>;
  personGroupCounts?: Resolver<Array<ResolversTypes['PersonGroupCount']>, ParentType, ContextType, RequireFields<QueryPersonGroupCountsArgs, 'groupBy'>>;
  possibleDuplicates?: Resolver<Array<ResolversTypes['PossibleDuplicateGroup']>, ParentType, ContextType, Partial<QueryPossibleDuplicatesArgs>>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  projectDeletionSummary?: Resolver<Array<ResolversTypes['ProjectDeletionSummary']>, ParentType, ContextType, RequireFields<QueryProjectDeletionSummaryArgs, 'ids'>>;
  projectGroupCounts?: Resolver<Array<ResolversTypes['ProjectGroupCount']>, ParentType, ContextType, RequireFields<QueryProjectGroupCountsArgs, 'groupBy'>>;
  projects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, Partial<QueryProjectsArgs>>;
  savedSearch?: Resolver<Maybe<ResolversTypes['SavedSearch']>, ParentType, ContextType, RequireFields<QuerySavedSearchArgs, 'id'>>;
  savedSearches?: Resolver<ResolversTypes['SavedSearchConnection'], ParentType, ContextType, Partial<QuerySavedSearchesArgs>>;
  searchPeople?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, RequireFields<QuerySearchPeopleArgs, 'query'>>;
  searchProjects?: Resolver<ResolversTypes['ProjectConnection'], ParentType, ContextType, RequireFields<QuerySearchProjectsArgs, 'query'>>;
  searchTasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, RequireFields<QuerySearchTasksArgs, 'query'>>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  tasks?: Resolver<ResolversTypes['TaskConnection'], ParentType, ContextType, Partial<QueryTasksArgs>>;
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType, RequireFields<QueryTemplateArgs, 'id'>>;
  templateGroupCounts?: Resolver<Array<ResolversTypes['TemplateGroupCount']>, ParentType, ContextType, RequireFields<QueryTemplateGroupCountsArgs, 'groupBy'>>;
  templates?: Resolver<ResolversTypes['TemplateConnection'], ParentType, ContextType, Partial<QueryTemplatesArgs>>;
  universalOwners?: Resolver<Array<ResolversTypes['PersonRef']>, ParentType, ContextType>;
};

export type RemoveTeamMemberPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RemoveTeamMemberPayload'] = ResolversParentTypes['RemoveTeamMemberPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveTableColumnPrefsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveTableColumnPrefsPayload'] = ResolversParentTypes['SaveTableColumnPrefsPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['CurrentUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveTemplateAsDraftPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveTemplateAsDraftPayload'] = ResolversParentTypes['SaveTemplateAsDraftPayload']> = {
  draft?: Resolver<Maybe<ResolversTypes['Draft']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SavedSearchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedSearch'] = ResolversParentTypes['SavedSearch']> = {
  columns?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['PersonRef']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
};

export type SavedSearchConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedSearchConnection'] = ResolversParentTypes['SavedSearchConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavedSearchPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedSearchPayload'] = ResolversParentTypes['SavedSearchPayload']> = {
  savedSearch?: Resolver<Maybe<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendDraftPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendDraftPayload'] = ResolversParentTypes['SendDraftPayload']> = {
  isSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SendResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendProgressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendProgress'] = ResolversParentTypes['SendProgress']> = {
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SendResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SendResult'] = ResolversParentTypes['SendResult']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SendStatus'], ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['PersonRef']>, ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['CurrentUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StartLenderOutreachPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StartLenderOutreachPayload'] = ResolversParentTypes['StartLenderOutreachPayload']> = {
  addedProviderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  draftId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubcategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subcategory'] = ResolversParentTypes['Subcategory']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  boardChanged?: SubscriptionResolver<ResolversTypes['BoardEvent'], "boardChanged", ParentType, ContextType, RequireFields<SubscriptionBoardChangedArgs, 'projectId'>>;
  boardPresence?: SubscriptionResolver<Array<ResolversTypes['BoardViewer']>, "boardPresence", ParentType, ContextType, RequireFields<SubscriptionBoardPresenceArgs, 'projectId'>>;
  outlookStatusChanged?: SubscriptionResolver<ResolversTypes['OutlookStatus'], "outlookStatusChanged", ParentType, ContextType>;
  ping?: SubscriptionResolver<ResolversTypes['DateTime'], "ping", ParentType, ContextType>;
};

export type TaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignees?: Resolver<Array<ResolversTypes['TaskPerson']>, ParentType, ContextType>;
  columnId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['TaskPerson']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['TaskFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaskConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskConnection'] = ResolversParentTypes['TaskConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskFile'] = ResolversParentTypes['TaskFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['PersonRef']>, ParentType, ContextType>;
};

export type TaskPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskPayload'] = ResolversParentTypes['TaskPayload']> = {
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TaskPersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskPerson'] = ResolversParentTypes['TaskPerson']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskStateResolvers = { APPROVED: 3, SUBMITTED: 2, TO_DO: 1 };

export type TaskStateLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskStateLabel'] = ResolversParentTypes['TaskStateLabel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamMemberPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeamMemberPayload'] = ResolversParentTypes['TeamMemberPayload']> = {
  member?: Resolver<Maybe<ResolversTypes['ProjectMember']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TemplateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['TemplateFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type TemplateConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TemplateConnection'] = ResolversParentTypes['TemplateConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Template']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TemplateFileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TemplateFile'] = ResolversParentTypes['TemplateFile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TemplateGroupCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TemplateGroupCount'] = ResolversParentTypes['TemplateGroupCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TemplatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TemplatePayload'] = ResolversParentTypes['TemplatePayload']> = {
  template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TitleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Title'] = ResolversParentTypes['Title']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TransactionSubTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionSubType'] = ResolversParentTypes['TransactionSubType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TransactionTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TransactionType'] = ResolversParentTypes['TransactionType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdatePeoplePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdatePeoplePayload'] = ResolversParentTypes['UpdatePeoplePayload']> = {
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateSignaturePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UpdateSignaturePayload'] = ResolversParentTypes['UpdateSignaturePayload']> = {
  user?: Resolver<Maybe<ResolversTypes['CurrentUser']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UseClassResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UseClass'] = ResolversParentTypes['UseClass']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Activity?: ActivityResolvers<ContextType>;
  ActivityArgs?: ActivityArgsResolvers<ContextType>;
  ActivityConnection?: ActivityConnectionResolvers<ContextType>;
  ActivityFailedLine?: ActivityFailedLineResolvers<ContextType>;
  ActivityFile?: ActivityFileResolvers<ContextType>;
  ActivityType?: ActivityTypeResolvers<ContextType>;
  AssetType?: AssetTypeResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardColumn?: BoardColumnResolvers<ContextType>;
  BoardColumnChange?: BoardColumnChangeResolvers<ContextType>;
  BoardEvent?: BoardEventResolvers<ContextType>;
  BoardProject?: BoardProjectResolvers<ContextType>;
  BoardProjectOption?: BoardProjectOptionResolvers<ContextType>;
  BoardViewer?: BoardViewerResolvers<ContextType>;
  CalendarEvent?: CalendarEventResolvers<ContextType>;
  CalendarProject?: CalendarProjectResolvers<ContextType>;
  CapitalProvider?: CapitalProviderResolvers<ContextType>;
  CapitalProviderPayload?: CapitalProviderPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ClientClass?: ClientClassResolvers<ContextType>;
  ColumnPayload?: ColumnPayloadResolvers<ContextType>;
  ColumnsPayload?: ColumnsPayloadResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentPayload?: CommentPayloadResolvers<ContextType>;
  ContactManagementPayload?: ContactManagementPayloadResolvers<ContextType>;
  CpSubcategory?: CpSubcategoryResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DefaultColumn?: DefaultColumnResolvers<ContextType>;
  DeleteCommentPayload?: DeleteCommentPayloadResolvers<ContextType>;
  DeleteDraftsPayload?: DeleteDraftsPayloadResolvers<ContextType>;
  DeleteFilePayload?: DeleteFilePayloadResolvers<ContextType>;
  DeleteNotePayload?: DeleteNotePayloadResolvers<ContextType>;
  DeletePeoplePayload?: DeletePeoplePayloadResolvers<ContextType>;
  DeletePersonPayload?: DeletePersonPayloadResolvers<ContextType>;
  DeleteProjectPayload?: DeleteProjectPayloadResolvers<ContextType>;
  DeleteProjectsPayload?: DeleteProjectsPayloadResolvers<ContextType>;
  DeleteSavedSearchPayload?: DeleteSavedSearchPayloadResolvers<ContextType>;
  DeleteTaskPayload?: DeleteTaskPayloadResolvers<ContextType>;
  DeleteTemplatesPayload?: DeleteTemplatesPayloadResolvers<ContextType>;
  Draft?: DraftResolvers<ContextType>;
  DraftFile?: DraftFileResolvers<ContextType>;
  DraftPayload?: DraftPayloadResolvers<ContextType>;
  DraftPreview?: DraftPreviewResolvers<ContextType>;
  Email?: EmailResolvers<ContextType>;
  EmailAddressee?: EmailAddresseeResolvers<ContextType>;
  EmailConnection?: EmailConnectionResolvers<ContextType>;
  ExternalContact?: ExternalContactResolvers<ContextType>;
  ImportedDuplicate?: ImportedDuplicateResolvers<ContextType>;
  InvestingGeography?: InvestingGeographyResolvers<ContextType>;
  InvestmentClass?: InvestmentClassResolvers<ContextType>;
  InviteStatus?: InviteStatusResolvers;
  JSON?: GraphQLScalarType;
  LegalStatus?: LegalStatusResolvers<ContextType>;
  LenderCriterionValue?: LenderCriterionValueResolvers<ContextType>;
  LenderMatch?: LenderMatchResolvers<ContextType>;
  LenderMatchConnection?: LenderMatchConnectionResolvers<ContextType>;
  LenderMiss?: LenderMissResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LookupItem?: LookupItemResolvers<ContextType>;
  Lookups?: LookupsResolvers<ContextType>;
  MembershipState?: MembershipStateResolvers;
  MergePayload?: MergePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NotePayload?: NotePayloadResolvers<ContextType>;
  OutlookStatus?: OutlookStatusResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonConnection?: PersonConnectionResolvers<ContextType>;
  PersonEmail?: PersonEmailResolvers<ContextType>;
  PersonFile?: PersonFileResolvers<ContextType>;
  PersonGroupCount?: PersonGroupCountResolvers<ContextType>;
  PersonMerge?: PersonMergeResolvers<ContextType>;
  PersonPayload?: PersonPayloadResolvers<ContextType>;
  PersonPhone?: PersonPhoneResolvers<ContextType>;
  PersonRef?: PersonRefResolvers<ContextType>;
  PossibleDuplicateGroup?: PossibleDuplicateGroupResolvers<ContextType>;
  PreviewMessage?: PreviewMessageResolvers<ContextType>;
  ProfileType?: ProfileTypeResolvers;
  ProfileTypeLabel?: ProfileTypeLabelResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectConnection?: ProjectConnectionResolvers<ContextType>;
  ProjectDeletionSummary?: ProjectDeletionSummaryResolvers<ContextType>;
  ProjectFile?: ProjectFileResolvers<ContextType>;
  ProjectGroupCount?: ProjectGroupCountResolvers<ContextType>;
  ProjectMember?: ProjectMemberResolvers<ContextType>;
  ProjectNote?: ProjectNoteResolvers<ContextType>;
  ProjectNotePayload?: ProjectNotePayloadResolvers<ContextType>;
  ProjectPayload?: ProjectPayloadResolvers<ContextType>;
  ProjectProvider?: ProjectProviderResolvers<ContextType>;
  ProjectProviderPayload?: ProjectProviderPayloadResolvers<ContextType>;
  ProjectProvidersPayload?: ProjectProvidersPayloadResolvers<ContextType>;
  ProjectStatusType?: ProjectStatusTypeResolvers<ContextType>;
  ProjectType?: ProjectTypeResolvers<ContextType>;
  ProviderRelationState?: ProviderRelationStateResolvers;
  ProviderRelationType?: ProviderRelationTypeResolvers<ContextType>;
  ProviderStateCount?: ProviderStateCountResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveTeamMemberPayload?: RemoveTeamMemberPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SaveTableColumnPrefsPayload?: SaveTableColumnPrefsPayloadResolvers<ContextType>;
  SaveTemplateAsDraftPayload?: SaveTemplateAsDraftPayloadResolvers<ContextType>;
  SavedSearch?: SavedSearchResolvers<ContextType>;
  SavedSearchConnection?: SavedSearchConnectionResolvers<ContextType>;
  SavedSearchPayload?: SavedSearchPayloadResolvers<ContextType>;
  SendDraftPayload?: SendDraftPayloadResolvers<ContextType>;
  SendProgress?: SendProgressResolvers<ContextType>;
  SendResult?: SendResultResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  StartLenderOutreachPayload?: StartLenderOutreachPayloadResolvers<ContextType>;
  Subcategory?: SubcategoryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskConnection?: TaskConnectionResolvers<ContextType>;
  TaskFile?: TaskFileResolvers<ContextType>;
  TaskPayload?: TaskPayloadResolvers<ContextType>;
  TaskPerson?: TaskPersonResolvers<ContextType>;
  TaskState?: TaskStateResolvers;
  TaskStateLabel?: TaskStateLabelResolvers<ContextType>;
  TeamMemberPayload?: TeamMemberPayloadResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  TemplateConnection?: TemplateConnectionResolvers<ContextType>;
  TemplateFile?: TemplateFileResolvers<ContextType>;
  TemplateGroupCount?: TemplateGroupCountResolvers<ContextType>;
  TemplatePayload?: TemplatePayloadResolvers<ContextType>;
  Title?: TitleResolvers<ContextType>;
  TransactionSubType?: TransactionSubTypeResolvers<ContextType>;
  TransactionType?: TransactionTypeResolvers<ContextType>;
  UpdatePeoplePayload?: UpdatePeoplePayloadResolvers<ContextType>;
  UpdateSignaturePayload?: UpdateSignaturePayloadResolvers<ContextType>;
  UseClass?: UseClassResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  embedded?: EmbeddedDirectiveResolver<any, any, ContextType>;
};
