/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new comment on a task. */
export type AddCommentInput = {
  /** The task. */
  taskId: string | number;
  /** The comment. */
  text: string;
};

/** Contacts to add to a project as capital providers. */
export type AddProjectProvidersInput = {
  /** The contacts (at least one, at most 100). */
  personIds: Array<string | number>;
  /** The project. */
  projectId: string | number;
  /** Their state; Contacted when absent. */
  state?: ProviderRelationState | null | undefined;
};

/** A person to add to a team. */
export type AddTeamMemberInput = {
  /** The person. */
  personId: string | number;
  /** The project. */
  projectId: string | number;
  /** Their state. */
  state: MembershipState;
};

/** Contacts to assign to a project. */
export type AssignToProjectInput = {
  /** The contacts (with Accepted invites). */
  personIds: Array<string | number>;
  /** The project. */
  projectId: string | number;
};

/** What happened on a board. */
export type BoardEventKind =
  /**
   * The board as it is now: the first push on subscribe, and a change made to the board straight over REST, which no
   * bff published (read again about a second after it).
   */
  | 'BOARD'
  /** Columns were hidden or shown. */
  | 'COLUMNS_HIDDEN'
  /** A column was renamed. */
  | 'COLUMN_RENAMED'
  /** A task was added (at its position). */
  | 'TASK_CREATED'
  /** A task was deleted (the others of its column close up). */
  | 'TASK_DELETED'
  /** A task moved to another column or place (the others of both columns close up or make room). */
  | 'TASK_MOVED'
  /** A task was submitted, approved or rejected. */
  | 'TASK_STATE_CHANGED'
  /** A task's title, description, due date or assignees changed. */
  | 'TASK_UPDATED'
  /** The project's team (or the project) changed: who may see the board. */
  | 'TEAM_CHANGED';

/** Capital-provider criteria for a bulk edit (`cp_data`): numbers may be given as numeric strings. */
export type BulkCapitalProviderInput = {
  /** Capital-provider subcategory ids; [-1] empties. */
  cpSubcategories?: Array<number> | null | undefined;
  /** Capital Provider Description. */
  description?: string | null | undefined;
  /** Investing geography ids; [-1] empties. */
  investingGeographyTypes?: Array<number> | null | undefined;
  /** Investment class ids; [-1] empties. */
  investmentClassTypes?: Array<number> | null | undefined;
  /** Provides debt. */
  isDebt?: boolean | null | undefined;
  /** Lends on development. */
  isDevelopment?: boolean | null | undefined;
  /** Provides equity. */
  isEquity?: boolean | null | undefined;
  /** Lends on land. */
  isLand?: boolean | null | undefined;
  /** Lends on private rented sector. */
  isPrs?: boolean | null | undefined;
  /** Sharia compliant. */
  isSharia?: boolean | null | undefined;
  /** Maximum loan to cost, %. */
  maxLtc?: string | null | undefined;
  /** Maximum loan to gross development value, %. */
  maxLtgdv?: string | null | undefined;
  /** Maximum loan to value, %. */
  maxLtv?: string | null | undefined;
  /** Maximum size, £. */
  maxSize?: string | null | undefined;
  /** Maximum term, years. */
  maxTerm?: string | null | undefined;
  /** Minimum internal rate of return, %. */
  minIrr?: string | null | undefined;
  /** Minimum return on equity (x). */
  minRoe?: string | null | undefined;
  /** Minimum size, £. */
  minSize?: string | null | undefined;
  /** Minimum term, years. */
  minTerm?: string | null | undefined;
};

/** An email of a bulk edit. */
export type BulkEmailInput = {
  /** The address (lowercased by the server). */
  email: string;
  /** Work, Home, Other or Other 2. */
  label: string;
};

/** A phone of a bulk edit. */
export type BulkPhoneInput = {
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: string;
  /** The number. */
  number: string;
};

/** A column to hide or show. */
export type ColumnHiddenInput = {
  /** Hidden or shown. */
  hidden: boolean;
  /** The column. */
  id: string | number;
};

/** A new draft. */
export type CreateDraftInput = {
  /** A company email: one email per company, with the company variables. */
  isCompany?: boolean | null | undefined;
  /** The contacts on To. */
  to: Array<string | number>;
};

/** A new note on a contact. */
export type CreateNoteInput = {
  /** The contact. */
  personId: string | number;
  /** The note. */
  text: string;
};

/** A new contact. */
export type CreatePersonInput = {
  /** Its fields; first name, last name, user type, company and the first email are required. */
  person: PersonInput;
};

/** A new note on a project. */
export type CreateProjectNoteInput = {
  /** The project. */
  projectId: string | number;
  /** The note. */
  text: string;
};

/** A new task. */
export type CreateTaskInput = {
  /** Who it is assigned to. */
  assigneeIds?: Array<string | number> | null | undefined;
  /** The column. */
  columnId: string | number;
  /** Its description. */
  description?: string | null | undefined;
  /** When it is due. */
  dueDate?: string | null | undefined;
  /** Where in the column, from 0 (the end when absent). */
  position?: number | null | undefined;
  /** The project. */
  projectId: string | number;
  /** Its title (required). */
  title: string;
};

/** The comment to delete. */
export type DeleteCommentInput = {
  /** The comment. */
  id: string | number;
};

/** The file to delete. */
export type DeleteFileInput = {
  /** The file. */
  id: string | number;
};

/** The note to delete. */
export type DeleteNoteInput = {
  /** The note. */
  id: string | number;
};

/** The contacts to delete. */
export type DeletePeopleInput = {
  /** Contact ids. */
  ids: Array<string | number>;
};

/** The projects to delete. */
export type DeleteProjectsInput = {
  /** The projects (1 to 10000). */
  ids: Array<string | number>;
};

/** The saved search to remove. */
export type DeleteSavedSearchInput = {
  /** The saved search. */
  id: string | number;
};

/** Filters of a contact's email activity. */
export type EmailFilter = {
  /** From this day (inclusive). */
  dateFrom?: string | null | undefined;
  /** To this day (inclusive). */
  dateTo?: string | null | undefined;
  /** Only messages this contact received (not with `sender`). */
  receiver?: string | number | null | undefined;
  /** Matches the subject or the body: every word (or "quoted phrase") by fragment, in any order. */
  search?: string | null | undefined;
  /** Only messages this contact sent (not with `receiver`). */
  sender?: string | number | null | undefined;
};

/** Invite status of a contact. REST numbers: NotSent=0, Pending=1, Accepted=2. */
export type InviteStatus =
  /** The contact has set a password and can sign in. */
  | 'ACCEPTED'
  /** Never invited. */
  | 'NOT_SENT'
  /** Invited; the invite has not been accepted yet. */
  | 'PENDING';

/** A capital-provider criterion a deal is matched on (REST: the criteria's field names, e.g. `max_ltv`). */
export type LenderCriterion =
  /** Invests in the deal's location (soft). */
  | 'INVESTING_GEOGRAPHIES'
  /** Lends debt (the deal's transaction types include Debt). */
  | 'IS_DEBT'
  /** Funds development (the project type Development needs it). */
  | 'IS_DEVELOPMENT'
  /** Invests equity (the deal's transaction types include Equity). */
  | 'IS_EQUITY'
  /** Funds land (the project type Land Bridge needs it). */
  | 'IS_LAND'
  /** Funds the private rented sector (counts for Residential assets; soft). */
  | 'IS_PRS'
  /** Sharia-compliant (a Sharia deal needs it). */
  | 'IS_SHARIA'
  /** The highest loan to cost, in percent (capital required over total cost). */
  | 'MAX_LTC'
  /** The highest loan to gross development value, in percent (capital required over GDV). */
  | 'MAX_LTGDV'
  /** The highest loan to value, in percent (capital required over recent valuation). */
  | 'MAX_LTV'
  /** The largest deal size, in £. */
  | 'MAX_SIZE'
  /** The longest term (the provider's years, compared in months). */
  | 'MAX_TERM'
  /** The smallest deal size, in £. */
  | 'MIN_SIZE'
  /** The shortest term (the provider's years, compared in months). */
  | 'MIN_TERM';

/** A state on a project's team (spec part 2 section 4). */
export type MembershipState =
  /** The client, following the deal. */
  | 'CLIENT'
  /** A guest: sees the tasks assigned to them. */
  | 'GUEST'
  /** A member of the deal team. */
  | 'MEMBER'
  /** Owner: full access on the project. */
  | 'OWNER';

/** An email on the merge screen. */
export type MergeEmailInput = {
  /** The address. */
  email: string;
  /** Work, Home, Other or Other 2. */
  label: string;
};

/** The contact fields chosen on the merge screen; only those sent are saved. */
export type MergeFieldsInput = {
  /** Bio. */
  bio?: string | null | undefined;
  /** Birthday. */
  birthday?: string | null | undefined;
  /** Category ids. */
  categories?: Array<string | number> | null | undefined;
  /** Work city. */
  city?: string | null | undefined;
  /** Client class (lookup id). */
  clientClass?: string | number | null | undefined;
  /** Company. */
  company?: string | null | undefined;
  /** Work country. */
  country?: string | null | undefined;
  /** Department. */
  department?: string | null | undefined;
  /** Emails in order (the first is required). */
  emails?: Array<MergeEmailInput> | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Home city. */
  homeCity?: string | null | undefined;
  /** Home country. */
  homeCountry?: string | null | undefined;
  /** Home postcode. */
  homePostcode?: string | null | undefined;
  /** Home street. */
  homeStreet?: string | null | undefined;
  /** Job title. */
  jobTitle?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Legal status (lookup id). */
  legalStatus?: string | number | null | undefined;
  /** Location ids. */
  locations?: Array<string | number> | null | undefined;
  /** Middle name. */
  middleName?: string | null | undefined;
  /** Nickname. */
  nickname?: string | null | undefined;
  /** Phones in order. */
  phones?: Array<MergePhoneInput> | null | undefined;
  /** Work postcode. */
  postcode?: string | null | undefined;
  /** Previous company. */
  previousCompany?: string | null | undefined;
  /** Rating 0 to 3. */
  rating?: number | null | undefined;
  /** Spouse. */
  spouse?: string | null | undefined;
  /** Work street. */
  street?: string | null | undefined;
  /** Subcategory ids. */
  subcategories?: Array<string | number> | null | undefined;
  /** Suffix. */
  suffix?: string | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
  /** Title (lookup id). */
  title?: string | number | null | undefined;
  /** Use class ids. */
  useClasses?: Array<string | number> | null | undefined;
  /** Website. */
  website?: string | null | undefined;
};

/** Merging an imported duplicate into its contact. */
export type MergeImportedDuplicateInput = {
  /** The chosen fields. */
  fields: MergeFieldsInput;
  /** The imported duplicate. */
  id: string | number;
  /** The contact it duplicates. */
  person: string | number;
};

/** A phone on the merge screen. */
export type MergePhoneInput = {
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: string;
  /** The number. */
  number: string;
};

/** Merging possible duplicates. */
export type MergePossibleDuplicatesInput = {
  /** The contact whose capital-provider criteria the survivor keeps; null keeps the survivor's own ('Use original'). */
  capitalProvider?: string | number | null | undefined;
  /** The chosen fields. */
  fields: MergeFieldsInput;
  /** The contacts merged into it. */
  people: Array<string | number>;
  /** The surviving contact (the first selected). */
  survivor: string | number;
};

/** Where a task goes. */
export type MoveTaskInput = {
  /** The column it goes to. */
  columnId: string | number;
  /** The task. */
  id: string | number;
  /** Its place there, from 0. */
  position: number;
};

/** The derived Outlook status. */
export type OutlookState =
  /** Credentials and subscription exist and are active. */
  | 'CONNECTED'
  /** Anything else. */
  | 'EXPIRED'
  /** No credentials. */
  | 'NOT_CONNECTED';

/** A labelled email of a contact; a null or blank email is dropped. */
export type PersonEmailInput = {
  /** The address; lowercased by the server. */
  email?: string | null | undefined;
  /** Work, Home, Other or Other 2 (in that order). */
  label: string;
};

/** Filters for the contacts list. */
export type PersonFilter = {
  /** Only contacts in any of these categories (lookup ids). */
  categoryIds?: Array<string | number> | null | undefined;
  /** Only these contacts. */
  ids?: Array<string | number> | null | undefined;
  /** Only capital providers (true) or only others (false). */
  isCapitalProvider?: boolean | null | undefined;
  /** Only these profile types. */
  profileTypes?: Array<ProfileType> | null | undefined;
  /** Only contacts carrying this tag. */
  tag?: string | null | undefined;
};

/** A column contacts can be grouped by. */
export type PersonGroupField =
  /** Capital provider or not. */
  | 'CAPITAL_PROVIDER'
  /** Contact categories (each category its own group). */
  | 'CATEGORIES'
  /** City of the work address. */
  | 'CITY'
  /** Company name. */
  | 'COMPANY'
  /** Country of the work address. */
  | 'COUNTRY'
  /** Invite status. */
  | 'INVITE_STATUS'
  /** Job title. */
  | 'JOB_TITLE'
  /** Locations (each its own group). */
  | 'LOCATIONS'
  /** Full name. */
  | 'NAME'
  /** Profile type. */
  | 'PROFILE_TYPE'
  /** Star rating, 0 to 3. */
  | 'RATING'
  /** Subcategories (each its own group). */
  | 'SUBCATEGORIES'
  /** Tags (each its own group). */
  | 'TAGS'
  /** Use classes (each its own group). */
  | 'USE_CLASSES';

/**
 * The fields of a contact. On update, only the fields given change (a null clears a field). Lookups are ids of the
 * lists of `lookups`.
 */
export type PersonInput = {
  /** Biography. */
  bio?: string | null | undefined;
  /** Birthday. */
  birthday?: string | null | undefined;
  /** Contact categories (`Category` ids). */
  categories?: Array<string | number> | null | undefined;
  /** Work city. */
  city?: string | null | undefined;
  /** Client Class (`ClientClass` id), clients only. */
  clientClass?: string | number | null | undefined;
  /** Company (required). */
  company?: string | null | undefined;
  /** Work country. */
  country?: string | null | undefined;
  /** Department. */
  department?: string | null | undefined;
  /** Emails in order Work, Home, Other, Other 2; the first is required. */
  emails?: Array<PersonEmailInput | null | undefined> | null | undefined;
  /** First name (required). */
  firstName?: string | null | undefined;
  /** Home city. */
  homeCity?: string | null | undefined;
  /** Home country. */
  homeCountry?: string | null | undefined;
  /** Home postcode. */
  homePostcode?: string | null | undefined;
  /** Home street. */
  homeStreet?: string | null | undefined;
  /** Job title. */
  jobTitle?: string | null | undefined;
  /** Last name (required). */
  lastName?: string | null | undefined;
  /** Legal status (`LegalStatus` id). */
  legalStatus?: string | number | null | undefined;
  /** Locations (`Location` ids). */
  locations?: Array<string | number> | null | undefined;
  /** Middle name. */
  middleName?: string | null | undefined;
  /** Nickname. */
  nickname?: string | null | undefined;
  /** Phones: Mobile, Work, Work 2, Home, Home 2, Fax, Other. */
  phones?: Array<PersonPhoneInput | null | undefined> | null | undefined;
  /** Work postcode. */
  postcode?: string | null | undefined;
  /** Previous company. */
  previousCompany?: string | null | undefined;
  /** User type (required); only admins may choose ADMIN. */
  profileType?: ProfileType | null | undefined;
  /** Star rating, 0 to 3. */
  rating?: number | null | undefined;
  /** Spouse. */
  spouse?: string | null | undefined;
  /** Work street. */
  street?: string | null | undefined;
  /** Subcategories (`Subcategory` ids). */
  subcategories?: Array<string | number> | null | undefined;
  /** Suffix. */
  suffix?: string | null | undefined;
  /** Tags; lowercased and deduplicated by the server. */
  tags?: Array<string> | null | undefined;
  /** Title (a `Title` id). */
  title?: string | number | null | undefined;
  /** Use classes (`UseClass` ids). */
  useClasses?: Array<string | number> | null | undefined;
  /** Website. */
  website?: string | null | undefined;
};

/** One sort key. */
export type PersonOrder = {
  /** The direction; ascending when omitted. */
  direction?: SortDirection | null | undefined;
  /** The field. */
  field: PersonOrderField;
};

/** A field contacts can be sorted by. */
export type PersonOrderField =
  /** City of the work address. */
  | 'CITY'
  /** Company name. */
  | 'COMPANY'
  /** Country of the work address. */
  | 'COUNTRY'
  /** When the contact was created. */
  | 'CREATED_AT'
  /** First name. */
  | 'FIRST_NAME'
  /** Invite status. */
  | 'INVITE_STATUS'
  /** Job title. */
  | 'JOB_TITLE'
  /** Last name. */
  | 'LAST_NAME'
  /** Full name (first then last). */
  | 'NAME'
  /** Profile type. */
  | 'PROFILE_TYPE'
  /** Star rating, 0 to 3. */
  | 'RATING'
  /** When the contact last changed. */
  | 'UPDATED_AT';

/** A labelled phone number of a contact; a blank number is dropped. */
export type PersonPhoneInput = {
  /** Mobile, Work, Work 2, Home, Home 2, Fax or Other. */
  label: string;
  /** The number. */
  number?: string | null | undefined;
};

/**
 * A profile type decides what a signed-in person may see. Admin and User are firm staff; Client and Guest are
 * outside parties invited to follow their own deals. REST numbers: Admin=1, User=2, Client=3, Guest=4.
 */
export type ProfileType =
  /** Firm staff with every permission. */
  | 'ADMIN'
  /** A client following their own project board. */
  | 'CLIENT'
  /** A guest who sees only their own tasks. */
  | 'GUEST'
  /** Firm staff without the admin-only areas. */
  | 'USER';

/** A column projects can be grouped by. */
export type ProjectGroupField =
  /** Asset types (each its own group). */
  | 'ASSET_TYPES'
  /** The client. */
  | 'CLIENT'
  /** The project's name. */
  | 'NAME'
  /** Project types (each its own group). */
  | 'PROJECT_TYPES'
  /** Its status. */
  | 'STATUS'
  /** Transaction types (each its own group). */
  | 'TRANSACTION_TYPES';

/** A project. */
export type ProjectIdInput = {
  /** The project. */
  id: string | number;
};

/** A project's fields; on create, name, clientId, projectTypeIds and closingDate are required. */
export type ProjectInput = {
  /** Asset type ids. */
  assetTypeIds?: Array<string | number> | null | undefined;
  /** Capital required. */
  capitalRequired?: number | null | undefined;
  /** The client contact. */
  clientId?: string | number | null | undefined;
  /** Closing date (YYYY-MM-DD). */
  closingDate?: string | null | undefined;
  /** Success fee, percent. */
  fees?: number | null | undefined;
  /** Extension: gross development value, in £ (null clears it). */
  gdv?: number | null | undefined;
  /** Extension: Sharia-compliant deal (null clears it). */
  isSharia?: boolean | null | undefined;
  /** Extension: location, an id of `lookups.investingGeographyTypes` (null clears it). */
  locationId?: string | number | null | undefined;
  /** The team to start with (create only). */
  members?: Array<TeamMemberInput> | null | undefined;
  /** Its name. */
  name?: string | null | undefined;
  /** Project type ids. */
  projectTypeIds?: Array<string | number> | null | undefined;
  /** Recent valuation. */
  recentValuation?: number | null | undefined;
  /** Status id (`lookups.projectStatusTypes`); Analysing when absent on create. */
  statusId?: string | number | null | undefined;
  /**
   * The whole list of tags (it replaces the project's): the server lowercases them, keeps each once and drops blanks;
   * at most 50 of at most 100 characters (a `userErrors` entry on `tags` otherwise).
   */
  tags?: Array<string> | null | undefined;
  /** Extension: term in months, 1 to 600 (null clears it). */
  term?: number | null | undefined;
  /** Term sheet fee. */
  termSheetFee?: number | null | undefined;
  /** Extension: total cost, in £ (null clears it). */
  totalCost?: number | null | undefined;
  /** Transaction sub type ids (`lookups.transactionSubTypes`). */
  transactionSubTypeIds?: Array<string | number> | null | undefined;
  /** Transaction type ids. */
  transactionTypeIds?: Array<string | number> | null | undefined;
};

/** One sort key of the projects list. */
export type ProjectOrder = {
  /** Ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field. */
  field: ProjectOrderField;
};

/** A field projects can be sorted by. */
export type ProjectOrderField =
  /** The capital required. */
  | 'CAPITAL_REQUIRED'
  /** Its closing date. */
  | 'CLOSING_DATE'
  /** When it was created. */
  | 'CREATED_AT'
  /** The project's name. */
  | 'NAME'
  /** Its status, in the order of the deal (Analysing first). */
  | 'STATUS';

/**
 * A provider relation state (spec part 2 section 4): where the deal stands with a capital provider. REST's
 * `provider_relation_types` ids: Contacted=1, Interested=2, Negotiating=3, Terms Agreed=4, Rejected=5.
 */
export type ProviderRelationState =
  /** Contacted (1). */
  | 'CONTACTED'
  /** Interested (2). */
  | 'INTERESTED'
  /** Negotiating (3). */
  | 'NEGOTIATING'
  /** Rejected (5). */
  | 'REJECTED'
  /** Terms Agreed (4). */
  | 'TERMS_AGREED';

/** A membership to remove. */
export type RemoveTeamMemberInput = {
  /** The membership. */
  id: string | number;
};

/** A column's new title. */
export type RenameColumnInput = {
  /** The column. */
  id: string | number;
  /** Its new title. */
  name: string;
};

/** Where to send the reset link. */
export type RequestPasswordResetInput = {
  /** The account's email. */
  email: string;
};

/** A new password from a reset or invite link. */
export type ResetPasswordInput = {
  /** The new password. */
  password: string;
  /** The person id from the link. */
  person: string | number;
  /** The token from the link. */
  token: string;
};

/** A contact's lending criteria to save. */
export type SaveCapitalProviderInput = {
  /** Capital Type (`CpSubcategory` ids, required). */
  cpSubcategoryTypes?: Array<string | number> | null | undefined;
  /** Capital Provider Description (required). */
  description?: string | null | undefined;
  /** The criteria to update; without it, new criteria are created for `personId`. */
  id?: string | number | null | undefined;
  /** Investing geographies (`InvestingGeography` ids). */
  investingGeographies?: Array<string | number> | null | undefined;
  /** Investment Class (`InvestmentClass` ids, required). */
  investmentClasses?: Array<string | number> | null | undefined;
  /** Provides debt (at least one of debt and equity). */
  isDebt?: boolean | null | undefined;
  /** Lends on development. */
  isDevelopment?: boolean | null | undefined;
  /** Provides equity. */
  isEquity?: boolean | null | undefined;
  /** Lends on land. */
  isLand?: boolean | null | undefined;
  /** Lends on private rented sector. */
  isPrs?: boolean | null | undefined;
  /** Sharia compliant. */
  isSharia?: boolean | null | undefined;
  /** Maximum loan to cost, %. */
  maxLtc?: number | null | undefined;
  /** Maximum loan to gross development value, %. */
  maxLtgdv?: number | null | undefined;
  /** Maximum loan to value, %. */
  maxLtv?: number | null | undefined;
  /** Maximum size, £. */
  maxSize?: number | null | undefined;
  /** Maximum term, years. */
  maxTerm?: number | null | undefined;
  /** Minimum internal rate of return, %. */
  minIrr?: number | null | undefined;
  /** Minimum return on equity, a multiple (x). */
  minRoe?: number | null | undefined;
  /** Minimum size, £. */
  minSize?: number | null | undefined;
  /** Minimum term, years. */
  minTerm?: number | null | undefined;
  /** The contact (when creating). */
  personId?: string | number | null | undefined;
};

/** A search to save. */
export type SaveSearchInput = {
  /** The results table's columns (at most 200), kept as given; none when omitted. */
  columns?: Array<unknown> | null | undefined;
  /** The filter query, as `searchPeople` takes it; checked as a search would check it. */
  query: string;
  /** The query builder's rows (at most 100), kept as given. */
  rows: Array<unknown>;
  /** Its name (required; at most 200 characters). */
  title: string;
  /** What it searches. */
  type: SearchType;
};

/** Column preferences of one table. */
export type SaveTableColumnPrefsInput = {
  /** The columns: type, label, active, order, sortOrder, sortDirection, group, hidden, search. */
  columns: unknown;
  /** The table type, for example `people`. */
  tableType: string;
};

/** What a search looks for. REST: `people`, `projects`, `tasks` (the screens say Contacts, Projects, Tasks). */
export type SearchType =
  /** Contacts (`/search/contacts`). */
  | 'PEOPLE'
  /** Projects (`/search/projects`). */
  | 'PROJECTS'
  /** Tasks (`/search/tasks`). */
  | 'TASKS';

/** How a recipient's email went. */
export type SendStatus =
  /** An earlier try of this draft sent it: not sent again. */
  | 'ALREADY_SENT'
  /** Not sent; see `error`. */
  | 'FAILED'
  /** Sent now. */
  | 'SENT';

/** Columns to hide or show. */
export type SetColumnsHiddenInput = {
  /** The columns (of one project). */
  columns: Array<ColumnHiddenInput>;
};

/** One state for several providers of a project. */
export type SetProviderStateInput = {
  /** The provider relations (`ProjectProvider.id`), at least one. */
  ids: Array<string | number>;
  /** The project. */
  projectId: string | number;
  /** The new state. */
  state: ProviderRelationState;
};

/** A membership's new state. */
export type SetTeamMemberStateInput = {
  /** The membership. */
  id: string | number;
  /** The new state. */
  state: MembershipState;
};

/** The people to share a saved search with. */
export type ShareSavedSearchInput = {
  /** The saved search. */
  id: string | number;
  /** Staff people (contact ids), 1 to 200; those already owners stay as they are. */
  people: Array<string | number>;
};

/** Email and password. */
export type SignInInput = {
  /** The email, lowercased by the client as typed. */
  email: string;
  /** The password. */
  password: string;
};

/** Sort direction of a list. */
export type SortDirection =
  /** Ascending (A to Z, oldest first). */
  | 'ASC'
  /** Descending (Z to A, newest first). */
  | 'DESC';

/** The deal and the providers of a lender outreach, and the template of its email. */
export type StartLenderOutreachInput = {
  /** The capital providers to add and to write to: 1 to 200. */
  personIds: Array<string | number>;
  /** The project. */
  projectId: string | number;
  /** One of your email templates; none for a blank email. */
  templateId?: string | number | null | undefined;
};

/** Filters for the task list. */
export type TaskFilter = {
  /** My Tasks: only the tasks assigned to the signed-in user. */
  assignedToMe?: boolean | null | undefined;
  /** Only tasks due at or after this moment. */
  dueFrom?: string | null | undefined;
  /** Only tasks due at or before this moment. */
  dueTo?: string | null | undefined;
  /** Only these projects' tasks; none when empty. */
  projectIds?: Array<string | number> | null | undefined;
};

/** A task. */
export type TaskIdInput = {
  /** The task. */
  id: string | number;
};

/** A sort key of the task list. */
export type TaskOrder = {
  /** The direction; ascending when omitted. */
  direction?: SortDirection | null | undefined;
  /** The field. */
  field: TaskOrderField;
};

/** What the task list can be sorted by. */
export type TaskOrderField =
  /** When it was added. */
  | 'CREATED_AT'
  /** The due date (undated tasks last either way). */
  | 'DUE_DATE'
  /** The state: To Do, Submitted, Approved. */
  | 'STATE'
  /** The title. */
  | 'TITLE';

/** A task's state (spec part 2 section 4). */
export type TaskState =
  /** Approved. */
  | 'APPROVED'
  /** Submitted, awaiting approval. */
  | 'SUBMITTED'
  /** To Do. */
  | 'TO_DO';

/** A person and their state on a new project's team. */
export type TeamMemberInput = {
  /** The person. */
  personId: string | number;
  /** Their state. */
  state: MembershipState;
};

/** A column templates can be grouped by. */
export type TemplateGroupField =
  /** Whether it is a company email template. */
  | 'COMPANY_EMAIL'
  /** The template's name. */
  | 'NAME'
  /** The subject. */
  | 'SUBJECT';

/** One sort key of the templates list. */
export type TemplateOrder = {
  /** Ascending by default. */
  direction?: SortDirection | null | undefined;
  /** The field. */
  field: TemplateOrderField;
};

/** A field templates can be sorted by. */
export type TemplateOrderField =
  /** When it was created. */
  | 'CREATED_AT'
  /** The template's name. */
  | 'NAME'
  /** When it last changed. */
  | 'UPDATED_AT';

/** New text for a comment. */
export type UpdateCommentInput = {
  /** The comment. */
  id: string | number;
  /** Its new text. */
  text: string;
};

/** Changes to a draft; absent fields stay as they are. */
export type UpdateDraftInput = {
  /** The contacts on Bcc. */
  bcc?: Array<string | number> | null | undefined;
  /** The body (HTML). */
  body?: string | null | undefined;
  /** The contacts on Cc. */
  cc?: Array<string | number> | null | undefined;
  /** The draft. */
  id: string | number;
  /**
   * The project the email is about (one of `emailProjects`): its name and capital fill `{{project_name}}` and
   * `{{capital_required}}`. Null clears it.
   */
  projectId?: string | number | null | undefined;
  /** The subject. */
  subject?: string | null | undefined;
  /** The contacts on To. */
  to?: Array<string | number> | null | undefined;
};

/** New text for a note. */
export type UpdateNoteInput = {
  /** The note. */
  id: string | number;
  /** The note's new text. */
  text: string;
};

/** The changes of a bulk edit: only the fields given are changed. */
export type UpdatePeopleInput = {
  /**
   * Fields (camelCase; `cpData.<field>` for criteria) whose values are added to, not overwritten: lists are merged, a
   * single value fills only where a contact has none (a criterion: where it is 0, or an empty description).
   */
  add?: Array<string> | null | undefined;
  /** Bio. */
  bio?: string | null | undefined;
  /** Category ids; [-1] empties. */
  categories?: Array<number> | null | undefined;
  /** Business city. */
  city?: string | null | undefined;
  /** Client class id; -1 empties. */
  clientClass?: number | null | undefined;
  /** Company (may not be blank). */
  company?: string | null | undefined;
  /** Business country. */
  country?: string | null | undefined;
  /** Capital-provider criteria. */
  cpData?: BulkCapitalProviderInput | null | undefined;
  /** Department. */
  department?: string | null | undefined;
  /** Emails. */
  emails?: Array<BulkEmailInput> | null | undefined;
  /** Home city. */
  homeCity?: string | null | undefined;
  /** Home country. */
  homeCountry?: string | null | undefined;
  /** Home postcode. */
  homePostcode?: string | null | undefined;
  /** Home street. */
  homeStreet?: string | null | undefined;
  /** The contacts to change. */
  ids: Array<string | number>;
  /** false reactivates deleted contacts. */
  isDeleted?: boolean | null | undefined;
  /** Job title. */
  jobTitle?: string | null | undefined;
  /** Legal status id; -1 empties. */
  legalStatus?: number | null | undefined;
  /** Location ids; [-1] empties. */
  locations?: Array<number> | null | undefined;
  /** Middle name. */
  middleName?: string | null | undefined;
  /** Nickname. */
  nickname?: string | null | undefined;
  /** Phones. */
  phones?: Array<BulkPhoneInput> | null | undefined;
  /** Business postcode. */
  postcode?: string | null | undefined;
  /** Previous company. */
  previousCompany?: string | null | undefined;
  /** User type (only admins may choose Admin). */
  profileType?: ProfileType | null | undefined;
  /** Rating, 0 to 3. */
  rating?: number | null | undefined;
  /** Spouse. */
  spouse?: string | null | undefined;
  /** Business street. */
  street?: string | null | undefined;
  /** Subcategory ids; [-1] empties. */
  subcategories?: Array<number> | null | undefined;
  /** Suffix. */
  suffix?: string | null | undefined;
  /** Tags (lowercased). */
  tags?: Array<string> | null | undefined;
  /** Title id; -1 empties. */
  title?: number | null | undefined;
  /** Use class ids; [-1] empties. */
  useClasses?: Array<number> | null | undefined;
  /** Website. */
  website?: string | null | undefined;
};

/** The changed fields of a contact. */
export type UpdatePersonInput = {
  /** Only the fields that changed. */
  changes: PersonInput;
  /** The contact. */
  id: string | number;
};

/** A project and the fields to change. */
export type UpdateProjectInput = {
  /** The fields to change. */
  fields: ProjectInput;
  /** The project. */
  id: string | number;
};

/** A provider's new notes. */
export type UpdateProviderNotesInput = {
  /** The provider relation (`ProjectProvider.id`). */
  id: string | number;
  /** The notes; blank clears them. */
  notes: string;
};

/** An email signature. */
export type UpdateSignatureInput = {
  /** The signature as HTML; null or empty clears it. */
  signature?: string | null | undefined;
};

/** Changes to a task: only the fields given. */
export type UpdateTaskInput = {
  /**
   * People to assign, kept with whoever is assigned when the change lands (another person's additions made meanwhile
   * stay; one already assigned stays once). The same rules as `assigneeIds`: `userErrors` on `addAssigneeIds` name a
   * person who cannot be assigned.
   */
  addAssigneeIds?: Array<string | number> | null | undefined;
  /**
   * The new assignees, the whole list (it replaces them: of two people saving at once, the last one's list wins).
   * Not with `addAssigneeIds` or `removeAssigneeIds`; a screen sends those instead.
   */
  assigneeIds?: Array<string | number> | null | undefined;
  /** A new description. */
  description?: string | null | undefined;
  /** A new due date. */
  dueDate?: string | null | undefined;
  /** The task. */
  id: string | number;
  /** People to unassign (one not assigned is no error); not also in `addAssigneeIds`. */
  removeAssigneeIds?: Array<string | number> | null | undefined;
  /** A new title. */
  title?: string | null | undefined;
};

/** New values for a template; absent fields stay as they are. */
export type UpdateTemplateInput = {
  /** The body (HTML). */
  body?: string | null | undefined;
  /** The template. */
  id: string | number;
  /** Whether it is a company email template. */
  isCompany?: boolean | null | undefined;
  /** Its name (required, not blank). */
  name?: string | null | undefined;
  /** The subject. */
  subject?: string | null | undefined;
};

export type UserMenu_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserMenu_SignOutMutation = { signOut: { __typename: 'SignOutPayload', success: boolean } };

export type AssignToProjectDialog_ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignToProjectDialog_ProjectsQuery = { assignableProjects: Array<{ __typename: 'BoardProjectOption', id: string, name: string }> };

export type AssignToProjectDialog_PeopleQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  first: number;
}>;


export type AssignToProjectDialog_PeopleQuery = { people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, inviteStatus: InviteStatus }> } };

export type AssignToProjectDialog_AssignMutationVariables = Exact<{
  input: AssignToProjectInput;
}>;


export type AssignToProjectDialog_AssignMutation = { assignToProject: { __typename: 'ProjectPayload', project: { __typename: 'Project', id: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ListActions_UpdatePeopleMutationVariables = Exact<{
  input: UpdatePeopleInput;
}>;


export type ListActions_UpdatePeopleMutation = { updatePeople: { __typename: 'UpdatePeoplePayload', people: Array<{ __typename: 'Person', id: string, jobTitle: string | null, company: string, city: string | null, tags: Array<string> }>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type EditMultiple_PeopleQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  first: number;
}>;


export type EditMultiple_PeopleQuery = { tags: Array<string>, people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, fullName: string, profileType: ProfileType, isCapitalProvider: boolean }> }, lookups: { __typename: 'Lookups', titles: Array<{ __typename: 'Title', id: string, name: string }>, clientClasses: Array<{ __typename: 'ClientClass', id: string, name: string }>, legalStatuses: Array<{ __typename: 'LegalStatus', id: string, name: string }>, categories: Array<{ __typename: 'Category', id: string, name: string, isCp: boolean }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string }>, useClassTypes: Array<{ __typename: 'UseClass', id: string, name: string }>, locationTypes: Array<{ __typename: 'Location', id: string, name: string }>, cpSubcategories: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClassTypes: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographyTypes: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } };

export type EmailContacts_CreateDraftMutationVariables = Exact<{
  input: CreateDraftInput;
}>;


export type EmailContacts_CreateDraftMutation = { createDraft: { __typename: 'DraftPayload', draft: { __typename: 'Draft', id: string, toCompanyCount: number, to: Array<{ __typename: 'PersonRef', id: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type DataTable_SaveTableColumnPrefsMutationVariables = Exact<{
  input: SaveTableColumnPrefsInput;
}>;


export type DataTable_SaveTableColumnPrefsMutation = { saveTableColumnPrefs: { __typename: 'SaveTableColumnPrefsPayload', user: { __typename: 'CurrentUser', id: string, tableColumnPrefs: unknown } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type PersonPicker_PeopleQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  filter?: PersonFilter | null | undefined;
}>;


export type PersonPicker_PeopleQuery = { people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, fullName: string, company: string }> } };

export type TeamMemberOptions_SetStateMutationVariables = Exact<{
  input: SetTeamMemberStateInput;
}>;


export type TeamMemberOptions_SetStateMutation = { setTeamMemberState: { __typename: 'TeamMemberPayload', member: { __typename: 'ProjectMember', id: string, state: MembershipState } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TeamMemberOptions_RemoveMutationVariables = Exact<{
  input: RemoveTeamMemberInput;
}>;


export type TeamMemberOptions_RemoveMutation = { removeTeamMember: { __typename: 'RemoveTeamMemberPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ActivityPage_RowFragment = { __typename: 'Activity', id: string, date: string, document: string | null, type: { __typename: 'ActivityType', id: string, name: string } | null, person: { __typename: 'PersonRef', id: string, fullName: string } | null, args: { __typename: 'ActivityArgs', person: string | null, people: Array<string> | null, fields: Array<string> | null, created: Array<string> | null, duplicate: number | null, file: { __typename: 'ActivityFile', id: string | null, name: string } | null, failedLines: Array<{ __typename: 'ActivityFailedLine', line: number, reason: string }> | null } };

export type ActivityPage_ActivitiesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  types?: Array<string | number> | string | number | null | undefined;
  person?: string | number | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
}>;


export type ActivityPage_ActivitiesQuery = { activities: { __typename: 'ActivityConnection', totalCount: number, nodes: Array<{ __typename: 'Activity', id: string, date: string, document: string | null, type: { __typename: 'ActivityType', id: string, name: string } | null, person: { __typename: 'PersonRef', id: string, fullName: string } | null, args: { __typename: 'ActivityArgs', person: string | null, people: Array<string> | null, fields: Array<string> | null, created: Array<string> | null, duplicate: number | null, file: { __typename: 'ActivityFile', id: string | null, name: string } | null, failedLines: Array<{ __typename: 'ActivityFailedLine', line: number, reason: string }> | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ActivityPage_TypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityPage_TypesQuery = { lookups: { __typename: 'Lookups', activityTypes: Array<{ __typename: 'ActivityType', id: string, name: string }> } };

export type ActivityPage_UserQueryVariables = Exact<{
  id: string | number;
}>;


export type ActivityPage_UserQuery = { person: { __typename: 'Person', id: string, fullName: string } | null };

export type ActivityPage_UsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
}>;


export type ActivityPage_UsersQuery = { people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, fullName: string, company: string }> } };

export type ActivityPrintPage_ActivitiesQueryVariables = Exact<{
  first: number;
  types?: Array<string | number> | string | number | null | undefined;
  person?: string | number | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
}>;


export type ActivityPrintPage_ActivitiesQuery = { activities: { __typename: 'ActivityConnection', totalCount: number, nodes: Array<{ __typename: 'Activity', id: string, date: string, document: string | null, type: { __typename: 'ActivityType', id: string, name: string } | null, person: { __typename: 'PersonRef', id: string, fullName: string } | null, args: { __typename: 'ActivityArgs', person: string | null, people: Array<string> | null, fields: Array<string> | null, created: Array<string> | null, duplicate: number | null, file: { __typename: 'ActivityFile', id: string | null, name: string } | null, failedLines: Array<{ __typename: 'ActivityFailedLine', line: number, reason: string }> | null } }> } };

export type LoginPage_SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type LoginPage_SignInMutation = { signIn: { __typename: 'SignInPayload', user: { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, isCapitalProvider: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type PasswordResetRequestPage_RequestMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type PasswordResetRequestPage_RequestMutation = { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type PasswordSetPage_ResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type PasswordSetPage_ResetMutation = { resetPassword: { __typename: 'ResetPasswordPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type CalendarPage_ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarPage_ProjectsQuery = { boardProjects: Array<{ __typename: 'BoardProjectOption', id: string, name: string }> };

export type MonthCalendar_EventsQueryVariables = Exact<{
  from: string;
  to: string;
  projectIds?: Array<string | number> | string | number | null | undefined;
  mine?: boolean | null | undefined;
}>;


export type MonthCalendar_EventsQuery = { calendar: Array<
    | { __typename: 'CalendarProject', id: string, name: string, closingDate: string }
    | { __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectName: string }
  > };

export type CalendarSearch_TasksQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  orderBy?: Array<TaskOrder> | TaskOrder | null | undefined;
}>;


export type CalendarSearch_TasksQuery = { tasks: { __typename: 'TaskConnection', totalCount: number, nodes: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectName: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ContactManagement_RowFragment = { __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null };

export type ContactManagement_MergePersonFragment = { __typename: 'Person', id: string, fullName: string, firstName: string, middleName: string | null, lastName: string, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, street: string | null, city: string | null, postcode: string | null, country: string | null, nickname: string | null, spouse: string | null, bio: string | null, isCapitalProvider: boolean, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string } | null };

export type ContactManagement_ImportedDuplicatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactManagement_ImportedDuplicatesQuery = { importedDuplicates: Array<{ __typename: 'ImportedDuplicate', id: string, firstName: string, lastName: string, company: string, jobTitle: string | null, createdAt: string, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, duplicateOf: { __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null } }> };

export type ContactManagement_PossibleDuplicatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactManagement_PossibleDuplicatesQuery = { possibleDuplicates: Array<{ __typename: 'PossibleDuplicateGroup', id: string, reasons: Array<string>, people: Array<{ __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null }> }> };

export type ContactManagement_ExternalContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactManagement_ExternalContactsQuery = { externalContacts: Array<{ __typename: 'ExternalContact', id: string, emailAddress: string, createdAt: string }> };

export type ContactManagement_DeletedPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactManagement_DeletedPeopleQuery = { deletedPeople: Array<{ __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null }> };

export type ContactManagement_MergePossibleQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type ContactManagement_MergePossibleQuery = { possibleDuplicates: Array<{ __typename: 'PossibleDuplicateGroup', id: string, people: Array<{ __typename: 'Person', id: string, fullName: string, firstName: string, middleName: string | null, lastName: string, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, street: string | null, city: string | null, postcode: string | null, country: string | null, nickname: string | null, spouse: string | null, bio: string | null, isCapitalProvider: boolean, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string } | null }> }> };

export type ContactManagement_MergeImportedQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactManagement_MergeImportedQuery = { importedDuplicate: { __typename: 'ImportedDuplicate', id: string, firstName: string, lastName: string, company: string, jobTitle: string | null, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, duplicateOf: { __typename: 'Person', id: string, fullName: string, firstName: string, middleName: string | null, lastName: string, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, street: string | null, city: string | null, postcode: string | null, country: string | null, nickname: string | null, spouse: string | null, bio: string | null, isCapitalProvider: boolean, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string } | null } } | null };

export type ContactManagement_MergePossibleDuplicatesMutationVariables = Exact<{
  input: MergePossibleDuplicatesInput;
}>;


export type ContactManagement_MergePossibleDuplicatesMutation = { mergePossibleDuplicates: { __typename: 'MergePayload', person: { __typename: 'Person', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactManagement_MergeImportedDuplicateMutationVariables = Exact<{
  input: MergeImportedDuplicateInput;
}>;


export type ContactManagement_MergeImportedDuplicateMutation = { mergeImportedDuplicate: { __typename: 'MergePayload', person: { __typename: 'Person', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactManagement_DeleteImportedDuplicatesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ContactManagement_DeleteImportedDuplicatesMutation = { deleteImportedDuplicates: { __typename: 'ContactManagementPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactManagement_IgnorePossibleDuplicatesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ContactManagement_IgnorePossibleDuplicatesMutation = { ignorePossibleDuplicates: { __typename: 'ContactManagementPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactManagement_DismissExternalContactsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ContactManagement_DismissExternalContactsMutation = { dismissExternalContacts: { __typename: 'ContactManagementPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactManagement_ReactivatePeopleMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ContactManagement_ReactivatePeopleMutation = { reactivatePeople: { __typename: 'ContactManagementPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactManagement_DeletePeoplePermanentlyMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ContactManagement_DeletePeoplePermanentlyMutation = { deletePeoplePermanently: { __typename: 'ContactManagementPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectsCard_ProjectsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectsCard_ProjectsQuery = { person: { __typename: 'Person', id: string, projects: Array<{ __typename: 'Project', id: string, name: string, status: { __typename: 'ProjectStatusType', id: string, name: string } | null }> } | null };

export type TasksCard_TasksQueryVariables = Exact<{
  id: string | number;
}>;


export type TasksCard_TasksQuery = { person: { __typename: 'Person', id: string, tasks: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, projectName: string, dueDate: string | null }> } | null };

export type ContactDetailPage_PersonQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactDetailPage_PersonQuery = { person: { __typename: 'Person', id: string, isMsAuthorized: boolean, createdAt: string, fullName: string, firstName: string, middleName: string | null, lastName: string, suffix: string | null, profileType: ProfileType, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, rating: number, bio: string | null, spouse: string | null, birthday: string | null, nickname: string | null, tags: Array<string>, street: string | null, city: string | null, postcode: string | null, country: string | null, homeStreet: string | null, homeCity: string | null, homePostcode: string | null, homeCountry: string | null, inviteStatus: InviteStatus, isCapitalProvider: boolean, updatedAt: string, notes: Array<{ __typename: 'Note', id: string, text: string, createdAt: string, creator: { __typename: 'PersonRef', id: string, fullName: string } | null }>, files: Array<{ __typename: 'PersonFile', id: string, name: string, size: number, type: string, document: string, createdAt: string }>, title: { __typename: 'Title', id: string, name: string } | null, categories: Array<{ __typename: 'Category', id: string, name: string }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string }>, useClasses: Array<{ __typename: 'UseClass', id: string, name: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }>, clientClass: { __typename: 'ClientClass', id: string, name: string } | null, legalStatus: { __typename: 'LegalStatus', id: string, name: string } | null, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string, maxLtv: number, maxLtgdv: number, maxLtc: number, minIrr: number, minRoe: number, minTerm: number, maxTerm: number, minSize: number, maxSize: number, isSharia: boolean, isDevelopment: boolean, isLand: boolean, isPrs: boolean, isDebt: boolean, isEquity: boolean, description: string | null, cpSubcategoryTypes: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClasses: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } | null } | null };

export type CapitalProviderCard_CapitalProviderFragment = { __typename: 'CapitalProvider', id: string, maxLtv: number, maxLtgdv: number, maxLtc: number, minIrr: number, minRoe: number, minTerm: number, maxTerm: number, minSize: number, maxSize: number, isSharia: boolean, isDevelopment: boolean, isLand: boolean, isPrs: boolean, isDebt: boolean, isEquity: boolean, description: string | null, cpSubcategoryTypes: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClasses: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> };

export type NotesCard_NoteFragment = { __typename: 'Note', id: string, text: string, createdAt: string, creator: { __typename: 'PersonRef', id: string, fullName: string } | null };

export type ContactsListPage_PeopleQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  orderBy?: Array<PersonOrder> | PersonOrder | null | undefined;
}>;


export type ContactsListPage_PeopleQuery = { people: { __typename: 'PersonConnection', totalCount: number, nodes: Array<{ __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null, city: string | null, country: string | null, tags: Array<string>, rating: number, profileType: ProfileType, inviteStatus: InviteStatus, isCapitalProvider: boolean, createdAt: string, updatedAt: string, categories: Array<{ __typename: 'Category', id: string, name: string }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ContactsListPage_RowFragment = { __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null, city: string | null, country: string | null, tags: Array<string>, rating: number, profileType: ProfileType, inviteStatus: InviteStatus, isCapitalProvider: boolean, createdAt: string, updatedAt: string, categories: Array<{ __typename: 'Category', id: string, name: string }> };

export type ContactsListPage_GroupCountsQueryVariables = Exact<{
  groupBy: PersonGroupField;
  search?: string | null | undefined;
}>;


export type ContactsListPage_GroupCountsQuery = { personGroupCounts: Array<{ __typename: 'PersonGroupCount', value: string | null, count: number }> };

export type ContactForm_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactForm_LookupsQuery = { tags: Array<string>, lookups: { __typename: 'Lookups', titles: Array<{ __typename: 'Title', id: string, name: string }>, legalStatuses: Array<{ __typename: 'LegalStatus', id: string, name: string }>, clientClasses: Array<{ __typename: 'ClientClass', id: string, name: string }>, categories: Array<{ __typename: 'Category', id: string, name: string, isCp: boolean }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string, categoryId: string }>, useClassTypes: Array<{ __typename: 'UseClass', id: string, name: string }>, locationTypes: Array<{ __typename: 'Location', id: string, name: string }>, investmentClassTypes: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, cpSubcategories: Array<{ __typename: 'CpSubcategory', id: string, name: string, isDebt: boolean, isEquity: boolean }>, investingGeographyTypes: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } };

export type ContactForm_CreateMutationVariables = Exact<{
  input: CreatePersonInput;
}>;


export type ContactForm_CreateMutation = { createPerson: { __typename: 'PersonPayload', person: { __typename: 'Person', id: string } | null, conflictingPerson: { __typename: 'Person', id: string, fullName: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactForm_UpdateMutationVariables = Exact<{
  input: UpdatePersonInput;
}>;


export type ContactForm_UpdateMutation = { updatePerson: { __typename: 'PersonPayload', person: { __typename: 'Person', id: string, fullName: string, firstName: string, middleName: string | null, lastName: string, suffix: string | null, profileType: ProfileType, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, rating: number, bio: string | null, spouse: string | null, birthday: string | null, nickname: string | null, tags: Array<string>, street: string | null, city: string | null, postcode: string | null, country: string | null, homeStreet: string | null, homeCity: string | null, homePostcode: string | null, homeCountry: string | null, inviteStatus: InviteStatus, isCapitalProvider: boolean, updatedAt: string, title: { __typename: 'Title', id: string, name: string } | null, categories: Array<{ __typename: 'Category', id: string, name: string }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string }>, useClasses: Array<{ __typename: 'UseClass', id: string, name: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }>, clientClass: { __typename: 'ClientClass', id: string, name: string } | null, legalStatus: { __typename: 'LegalStatus', id: string, name: string } | null, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string, maxLtv: number, maxLtgdv: number, maxLtc: number, minIrr: number, minRoe: number, minTerm: number, maxTerm: number, minSize: number, maxSize: number, isSharia: boolean, isDevelopment: boolean, isLand: boolean, isPrs: boolean, isDebt: boolean, isEquity: boolean, description: string | null, cpSubcategoryTypes: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClasses: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } | null } | null, conflictingPerson: { __typename: 'Person', id: string, fullName: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactForm_SavedFragment = { __typename: 'Person', id: string, fullName: string, firstName: string, middleName: string | null, lastName: string, suffix: string | null, profileType: ProfileType, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, rating: number, bio: string | null, spouse: string | null, birthday: string | null, nickname: string | null, tags: Array<string>, street: string | null, city: string | null, postcode: string | null, country: string | null, homeStreet: string | null, homeCity: string | null, homePostcode: string | null, homeCountry: string | null, inviteStatus: InviteStatus, isCapitalProvider: boolean, updatedAt: string, title: { __typename: 'Title', id: string, name: string } | null, categories: Array<{ __typename: 'Category', id: string, name: string }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string }>, useClasses: Array<{ __typename: 'UseClass', id: string, name: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }>, clientClass: { __typename: 'ClientClass', id: string, name: string } | null, legalStatus: { __typename: 'LegalStatus', id: string, name: string } | null, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string, maxLtv: number, maxLtgdv: number, maxLtc: number, minIrr: number, minRoe: number, minTerm: number, maxTerm: number, minSize: number, maxSize: number, isSharia: boolean, isDevelopment: boolean, isLand: boolean, isPrs: boolean, isDebt: boolean, isEquity: boolean, description: string | null, cpSubcategoryTypes: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClasses: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } | null };

export type ContactActions_DeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type ContactActions_DeleteMutation = { deletePerson: { __typename: 'DeletePersonPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactActions_InviteMutationVariables = Exact<{
  id: string | number;
  profileType?: ProfileType | null | undefined;
}>;


export type ContactActions_InviteMutation = { invitePerson: { __typename: 'PersonPayload', person: { __typename: 'Person', id: string, inviteStatus: InviteStatus, profileType: ProfileType } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactActions_RevokeMutationVariables = Exact<{
  id: string | number;
}>;


export type ContactActions_RevokeMutation = { revokeInvite: { __typename: 'PersonPayload', person: { __typename: 'Person', id: string, inviteStatus: InviteStatus } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type CapitalProviderForm_SaveMutationVariables = Exact<{
  input: SaveCapitalProviderInput;
}>;


export type CapitalProviderForm_SaveMutation = { saveCapitalProvider: { __typename: 'CapitalProviderPayload', capitalProvider: { __typename: 'CapitalProvider', id: string, maxLtv: number, maxLtgdv: number, maxLtc: number, minIrr: number, minRoe: number, minTerm: number, maxTerm: number, minSize: number, maxSize: number, isSharia: boolean, isDevelopment: boolean, isLand: boolean, isPrs: boolean, isDebt: boolean, isEquity: boolean, description: string | null, cpSubcategoryTypes: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClasses: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type EmailActivity_EmailsQueryVariables = Exact<{
  personId: string | number;
  first: number;
  filter?: EmailFilter | null | undefined;
}>;


export type EmailActivity_EmailsQuery = { emails: { __typename: 'EmailConnection', totalCount: number, nodes: Array<{ __typename: 'Email', id: string, subject: string, date: string, conversationId: string, sender: { __typename: 'EmailAddressee', name: string } | null, to: Array<{ __typename: 'EmailAddressee', name: string }> }> } };

export type ListActions_DeletePeopleMutationVariables = Exact<{
  input: DeletePeopleInput;
}>;


export type ListActions_DeletePeopleMutation = { deletePeople: { __typename: 'DeletePeoplePayload', deletedIds: Array<string>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ListActions_InviteMutationVariables = Exact<{
  id: string | number;
}>;


export type ListActions_InviteMutation = { invitePerson: { __typename: 'PersonPayload', person: { __typename: 'Person', id: string, inviteStatus: InviteStatus } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type UndoMerge_MergesQueryVariables = Exact<{
  id: string | number;
}>;


export type UndoMerge_MergesQuery = { person: { __typename: 'Person', id: string, undoableMerges: Array<{ __typename: 'PersonMerge', id: string, mergedIds: Array<string>, mergedNames: Array<string>, mergedAt: string, undoUntil: string }> } | null };

export type UndoMerge_UndoMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoMerge_UndoMutation = { undoMerge: { __typename: 'MergePayload', person: { __typename: 'Person', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type NotesCard_CreateNoteMutationVariables = Exact<{
  input: CreateNoteInput;
}>;


export type NotesCard_CreateNoteMutation = { createNote: { __typename: 'NotePayload', note: { __typename: 'Note', id: string, text: string, createdAt: string, creator: { __typename: 'PersonRef', id: string, fullName: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type NotesCard_UpdateNoteMutationVariables = Exact<{
  input: UpdateNoteInput;
}>;


export type NotesCard_UpdateNoteMutation = { updateNote: { __typename: 'NotePayload', note: { __typename: 'Note', id: string, text: string, createdAt: string, creator: { __typename: 'PersonRef', id: string, fullName: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type NotesCard_DeleteNoteMutationVariables = Exact<{
  input: DeleteNoteInput;
}>;


export type NotesCard_DeleteNoteMutation = { deleteNote: { __typename: 'DeleteNotePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type FilesCard_FileFragment = { __typename: 'PersonFile', id: string, name: string, size: number, type: string, document: string, createdAt: string };

export type FilesCard_FilesQueryVariables = Exact<{
  id: string | number;
}>;


export type FilesCard_FilesQuery = { person: { __typename: 'Person', id: string, files: Array<{ __typename: 'PersonFile', id: string, name: string, size: number, type: string, document: string, createdAt: string }> } | null };

export type FilesCard_DeleteFileMutationVariables = Exact<{
  input: DeleteFileInput;
}>;


export type FilesCard_DeleteFileMutation = { deleteFile: { __typename: 'DeleteFilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactsPrintPage_PeopleQueryVariables = Exact<{
  first: number;
  search?: string | null | undefined;
  orderBy?: Array<PersonOrder> | PersonOrder | null | undefined;
}>;


export type ContactsPrintPage_PeopleQuery = { people: { __typename: 'PersonConnection', totalCount: number, nodes: Array<{ __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null, city: string | null, country: string | null, tags: Array<string>, rating: number, profileType: ProfileType, inviteStatus: InviteStatus, isCapitalProvider: boolean, createdAt: string, updatedAt: string, categories: Array<{ __typename: 'Category', id: string, name: string }> }> } };

export type ClientDashboard_ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientDashboard_ProjectsQuery = { boardProjects: Array<{ __typename: 'BoardProjectOption', id: string, name: string }>, myTasks: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectId: string, projectName: string }> };

export type ClientDashboard_BoardQueryVariables = Exact<{
  projectId: string | number;
}>;


export type ClientDashboard_BoardQuery = { board: { __typename: 'Board', id: string, sequence: number, project: { __typename: 'BoardProject', id: string, name: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState }> }, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, hidden: boolean, total: number, approved: number, tasks: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectId: string, projectName: string }> }> } | null };

export type GuestDashboard_TasksQueryVariables = Exact<{ [key: string]: never; }>;


export type GuestDashboard_TasksQuery = { myTasks: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectId: string, projectName: string }> };

export type Dashboard_TaskFragment = { __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectId: string, projectName: string };

export type StaffDashboard_MineQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDashboard_MineQuery = { projects: { __typename: 'ProjectConnection', totalCount: number, nodes: Array<{ __typename: 'Project', id: string, name: string, closingDate: string, progress: number | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null }> }, myTasks: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectId: string, projectName: string }> };

export type ClientDashboard_BoardChangedSubscriptionVariables = Exact<{
  projectId: string | number;
}>;


export type ClientDashboard_BoardChangedSubscription = { boardChanged: { __typename: 'BoardEvent', kind: BoardEventKind, sequence: number } };

export type EmailManagement_DraftsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailManagement_DraftsQuery = { drafts: Array<{ __typename: 'Draft', id: string, subject: string, updatedAt: string, to: Array<{ __typename: 'PersonRef', id: string, fullName: string }> }> };

export type EmailManagement_DeleteDraftsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type EmailManagement_DeleteDraftsMutation = { deleteDrafts: { __typename: 'DeleteDraftsPayload', deletedIds: Array<string>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type EmailManagement_TemplatesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  orderBy?: Array<TemplateOrder> | TemplateOrder | null | undefined;
}>;


export type EmailManagement_TemplatesQuery = { templates: { __typename: 'TemplateConnection', totalCount: number, nodes: Array<{ __typename: 'Template', id: string, name: string, subject: string, isCompany: boolean, createdAt: string, updatedAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type EmailManagement_TemplateGroupCountsQueryVariables = Exact<{
  groupBy: TemplateGroupField;
  search?: string | null | undefined;
}>;


export type EmailManagement_TemplateGroupCountsQuery = { templateGroupCounts: Array<{ __typename: 'TemplateGroupCount', value: string | null, count: number }> };

export type EmailManagement_TemplateRowFragment = { __typename: 'Template', id: string, name: string, subject: string, isCompany: boolean, createdAt: string, updatedAt: string };

export type EmailManagement_CreateTemplateMutationVariables = Exact<{ [key: string]: never; }>;


export type EmailManagement_CreateTemplateMutation = { createTemplate: { __typename: 'TemplatePayload', template: { __typename: 'Template', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type EmailManagement_DeleteTemplatesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type EmailManagement_DeleteTemplatesMutation = { deleteTemplates: { __typename: 'DeleteTemplatesPayload', deletedIds: Array<string>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TemplateEditor_TemplateQueryVariables = Exact<{
  id: string | number;
}>;


export type TemplateEditor_TemplateQuery = { template: { __typename: 'Template', id: string, name: string, subject: string, body: string, isCompany: boolean, createdAt: string, updatedAt: string, files: Array<{ __typename: 'TemplateFile', id: string, name: string, size: number, document: string }> } | null };

export type TemplateEditor_DeleteFileMutationVariables = Exact<{
  id: string | number;
}>;


export type TemplateEditor_DeleteFileMutation = { deleteTemplateFile: { __typename: 'DeleteFilePayload', deletedId: string | null } };

export type TemplateEditor_UpdateTemplateMutationVariables = Exact<{
  input: UpdateTemplateInput;
}>;


export type TemplateEditor_UpdateTemplateMutation = { updateTemplate: { __typename: 'TemplatePayload', template: { __typename: 'Template', id: string, name: string, subject: string, body: string, isCompany: boolean, createdAt: string, updatedAt: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type EmailTracker_ProjectQueryVariables = Exact<{
  id: string | number;
}>;


export type EmailTracker_ProjectQuery = { project: { __typename: 'Project', id: string, name: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, state: MembershipState }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> } | null };

export type EmailTracker_StatesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailTracker_StatesQuery = { lookups: { __typename: 'Lookups', providerRelationTypes: Array<{ __typename: 'ProviderRelationType', id: string, name: string, state: ProviderRelationState, sortingPriority: number }> } };

export type ComposeProjectPicker_EmailProjectsQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
}>;


export type ComposeProjectPicker_EmailProjectsQuery = { emailProjects: { __typename: 'ProjectConnection', totalCount: number, nodes: Array<{ __typename: 'Project', id: string, name: string, capitalRequired: number }> } };

export type ComposeProjectPicker_ProjectFragment = { __typename: 'Project', id: string, name: string, capitalRequired: number };

export type Compose_DraftQueryVariables = Exact<{
  id: string | number;
}>;


export type Compose_DraftQuery = { draft: { __typename: 'Draft', id: string, subject: string, body: string, isCompany: boolean, toCompanyCount: number, project: { __typename: 'Project', id: string, name: string, capitalRequired: number } | null, files: Array<{ __typename: 'DraftFile', id: string, name: string, size: number, document: string }>, to: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, cc: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, bcc: Array<{ __typename: 'PersonRef', id: string, fullName: string }> } | null };

export type Compose_UpdateDraftMutationVariables = Exact<{
  input: UpdateDraftInput;
}>;


export type Compose_UpdateDraftMutation = { updateDraft: { __typename: 'DraftPayload', draft: { __typename: 'Draft', id: string, subject: string, body: string, isCompany: boolean, toCompanyCount: number, project: { __typename: 'Project', id: string, name: string, capitalRequired: number } | null, files: Array<{ __typename: 'DraftFile', id: string, name: string, size: number, document: string }>, to: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, cc: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, bcc: Array<{ __typename: 'PersonRef', id: string, fullName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type Compose_SendDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type Compose_SendDraftMutation = { sendDraft: { __typename: 'SendDraftPayload', isSent: boolean, results: Array<{ __typename: 'SendResult', recipient: string, company: string | null, status: SendStatus, error: string | null, to: Array<{ __typename: 'PersonRef', id: string, fullName: string }> }>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type Compose_DraftFieldsFragment = { __typename: 'Draft', id: string, subject: string, body: string, isCompany: boolean, toCompanyCount: number, project: { __typename: 'Project', id: string, name: string, capitalRequired: number } | null, files: Array<{ __typename: 'DraftFile', id: string, name: string, size: number, document: string }>, to: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, cc: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, bcc: Array<{ __typename: 'PersonRef', id: string, fullName: string }> };

export type Compose_DeleteDraftFileMutationVariables = Exact<{
  id: string | number;
}>;


export type Compose_DeleteDraftFileMutation = { deleteDraftFile: { __typename: 'DeleteFilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type Compose_TemplatesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type Compose_TemplatesQuery = { templates: { __typename: 'TemplateConnection', nodes: Array<{ __typename: 'Template', id: string, name: string, subject: string, isCompany: boolean }> } };

export type Compose_SaveAsTemplateMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type Compose_SaveAsTemplateMutation = { saveDraftAsTemplate: { __typename: 'TemplatePayload', template: { __typename: 'Template', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type Compose_LoadTemplateMutationVariables = Exact<{
  template: string | number;
  to?: Array<string | number> | string | number | null | undefined;
  cc?: Array<string | number> | string | number | null | undefined;
  bcc?: Array<string | number> | string | number | null | undefined;
}>;


export type Compose_LoadTemplateMutation = { saveTemplateAsDraft: { __typename: 'SaveTemplateAsDraftPayload', draft: { __typename: 'Draft', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type Compose_DiscardDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type Compose_DiscardDraftMutation = { deleteDrafts: { __typename: 'DeleteDraftsPayload', deletedIds: Array<string> } };

export type Compose_PreviewQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type Compose_PreviewQuery = { draft: { __typename: 'Draft', id: string, preview: { __typename: 'DraftPreview', totalCount: number, messages: Array<{ __typename: 'PreviewMessage', recipient: string, company: string | null, subject: string, content: string }> } } | null };

export type Compose_SendProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type Compose_SendProgressQuery = { draft: { __typename: 'Draft', id: string, sendProgress: { __typename: 'SendProgress', total: number, sent: number } } | null };

export type Forward_CreateMutationVariables = Exact<{
  messageId: string | number;
}>;


export type Forward_CreateMutation = { forwardEmail: { __typename: 'DraftPayload', draft: { __typename: 'Draft', id: string, subject: string, body: string, isCompany: boolean, toCompanyCount: number, project: { __typename: 'Project', id: string, name: string, capitalRequired: number } | null, files: Array<{ __typename: 'DraftFile', id: string, name: string, size: number, document: string }>, to: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, cc: Array<{ __typename: 'PersonRef', id: string, fullName: string }>, bcc: Array<{ __typename: 'PersonRef', id: string, fullName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type Viewer_EmailQueryVariables = Exact<{
  id: string | number;
}>;


export type Viewer_EmailQuery = { email: { __typename: 'Email', id: string, subject: string, content: string, date: string, conversationId: string, sender: { __typename: 'EmailAddressee', name: string, address: string | null } | null, to: Array<{ __typename: 'EmailAddressee', name: string, address: string | null }>, cc: Array<{ __typename: 'EmailAddressee', name: string, address: string | null }> } | null };

export type Viewer_ThreadQueryVariables = Exact<{
  conversationId: string;
  personId?: string | number | null | undefined;
}>;


export type Viewer_ThreadQuery = { emailThread: Array<{ __typename: 'Email', id: string, subject: string, content: string, date: string, conversationId: string, sender: { __typename: 'EmailAddressee', name: string, address: string | null } | null, to: Array<{ __typename: 'EmailAddressee', name: string, address: string | null }>, cc: Array<{ __typename: 'EmailAddressee', name: string, address: string | null }> }> };

export type Viewer_EmailFieldsFragment = { __typename: 'Email', id: string, subject: string, content: string, date: string, conversationId: string, sender: { __typename: 'EmailAddressee', name: string, address: string | null } | null, to: Array<{ __typename: 'EmailAddressee', name: string, address: string | null }>, cc: Array<{ __typename: 'EmailAddressee', name: string, address: string | null }> };

export type LenderMatchPage_MatchesQueryVariables = Exact<{
  id: string | number;
  includeFails?: boolean | null | undefined;
  first: number;
}>;


export type LenderMatchPage_MatchesQuery = { project: { __typename: 'Project', id: string, name: string, capitalRequired: number, currency: string, lenderMatches: { __typename: 'LenderMatchConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename: 'LenderMatch', company: string | null, score: number, fits: boolean, nearMiss: boolean, met: Array<LenderCriterion>, relationState: ProviderRelationState | null, person: { __typename: 'PersonRef', id: string, fullName: string }, misses: Array<{ __typename: 'LenderMiss', criterion: LenderCriterion, hard: boolean, gap: number | null, want: { __typename: 'LenderCriterionValue', amount: number | null, flag: boolean | null, geographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> | null }, have: { __typename: 'LenderCriterionValue', amount: number | null, flag: boolean | null, geographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> | null } }> }> } } | null };

export type LenderMatchPage_MatchFragment = { __typename: 'LenderMatch', company: string | null, score: number, fits: boolean, nearMiss: boolean, met: Array<LenderCriterion>, relationState: ProviderRelationState | null, person: { __typename: 'PersonRef', id: string, fullName: string }, misses: Array<{ __typename: 'LenderMiss', criterion: LenderCriterion, hard: boolean, gap: number | null, want: { __typename: 'LenderCriterionValue', amount: number | null, flag: boolean | null, geographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> | null }, have: { __typename: 'LenderCriterionValue', amount: number | null, flag: boolean | null, geographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> | null } }> };

export type LenderMatchPage_ValueFragment = { __typename: 'LenderCriterionValue', amount: number | null, flag: boolean | null, geographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> | null };

export type LenderMatchEmail_TemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type LenderMatchEmail_TemplatesQuery = { templates: { __typename: 'TemplateConnection', nodes: Array<{ __typename: 'Template', id: string, name: string, subject: string, isCompany: boolean }> } };

export type LenderMatchEmail_StartOutreachMutationVariables = Exact<{
  input: StartLenderOutreachInput;
}>;


export type LenderMatchEmail_StartOutreachMutation = { startLenderOutreach: { __typename: 'StartLenderOutreachPayload', draftId: string | null, addedProviderIds: Array<string>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type OutlookStatusButton_FieldsFragment = { __typename: 'OutlookStatus', state: OutlookState, hasOutlookCredentials: boolean, hasOutlookSubscription: boolean, credentialsAreActive: boolean, subscriptionsAreActive: boolean };

export type OutlookStatusButton_StatusQueryVariables = Exact<{ [key: string]: never; }>;


export type OutlookStatusButton_StatusQuery = { outlookStatus: { __typename: 'OutlookStatus', state: OutlookState, hasOutlookCredentials: boolean, hasOutlookSubscription: boolean, credentialsAreActive: boolean, subscriptionsAreActive: boolean } | null };

export type OutlookStatusButton_ChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OutlookStatusButton_ChangedSubscription = { outlookStatusChanged: { __typename: 'OutlookStatus', state: OutlookState, hasOutlookCredentials: boolean, hasOutlookSubscription: boolean, credentialsAreActive: boolean, subscriptionsAreActive: boolean } };

export type OutlookStatusButton_RefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type OutlookStatusButton_RefreshMutation = { refreshOutlookStatus: { __typename: 'OutlookStatus', state: OutlookState, hasOutlookCredentials: boolean, hasOutlookSubscription: boolean, credentialsAreActive: boolean, subscriptionsAreActive: boolean } | null };

export type EmailSignature_SaveMutationVariables = Exact<{
  input: UpdateSignatureInput;
}>;


export type EmailSignature_SaveMutation = { updateSignature: { __typename: 'UpdateSignaturePayload', user: { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, isCapitalProvider: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectsPrintPage_ProjectsQueryVariables = Exact<{
  first: number;
  search?: string | null | undefined;
  statusIds?: Array<string | number> | string | number | null | undefined;
  orderBy?: Array<ProjectOrder> | ProjectOrder | null | undefined;
}>;


export type ProjectsPrintPage_ProjectsQuery = { projects: { __typename: 'ProjectConnection', totalCount: number, nodes: Array<{ __typename: 'Project', id: string, name: string, capitalRequired: number, fees: number, successFee: number, termSheetFee: number, totalFees: number, closingDate: string, currency: string, createdAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> }> } };

export type TasksPrintPage_TasksQueryVariables = Exact<{
  first: number;
  search?: string | null | undefined;
  orderBy?: Array<TaskOrder> | TaskOrder | null | undefined;
  filter?: TaskFilter | null | undefined;
}>;


export type TasksPrintPage_TasksQuery = { tasks: { __typename: 'TaskConnection', totalCount: number, nodes: Array<{ __typename: 'Task', id: string, title: string, state: TaskState, dueDate: string | null, projectName: string, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> }> } };

export type ProjectFilesCard_FileFragment = { __typename: 'ProjectFile', id: string, name: string, size: number, type: string, document: string, createdAt: string, user: { __typename: 'PersonRef', id: string, fullName: string } | null };

export type ProjectFilesCard_FilesQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectFilesCard_FilesQuery = { project: { __typename: 'Project', id: string, files: Array<{ __typename: 'ProjectFile', id: string, name: string, size: number, type: string, document: string, createdAt: string, user: { __typename: 'PersonRef', id: string, fullName: string } | null }> } | null };

export type ProjectFilesCard_DeleteFileMutationVariables = Exact<{
  input: DeleteFileInput;
}>;


export type ProjectFilesCard_DeleteFileMutation = { deleteProjectFile: { __typename: 'DeleteFilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_ProjectQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectPage_ProjectQuery = { project: { __typename: 'Project', id: string, name: string, capitalRequired: number, recentValuation: number, termSheetFee: number, fees: number, successFee: number, totalFees: number, closingDate: string, currency: string, totalCost: number | null, gdv: number | null, term: number | null, isSharia: boolean | null, tags: Array<string>, progress: number | null, updatedAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, transactionSubTypes: Array<{ __typename: 'TransactionSubType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, location: { __typename: 'InvestingGeography', id: string, name: string } | null, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }>, notes: Array<{ __typename: 'ProjectNote', id: string, text: string, createdAt: string, updatedAt: string | null, creator: { __typename: 'PersonRef', id: string, fullName: string } | null }>, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, hidden: boolean, total: number, approved: number }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> } | null };

export type ProjectPage_ProjectFragment = { __typename: 'Project', id: string, name: string, capitalRequired: number, recentValuation: number, termSheetFee: number, fees: number, successFee: number, totalFees: number, closingDate: string, currency: string, totalCost: number | null, gdv: number | null, term: number | null, isSharia: boolean | null, tags: Array<string>, progress: number | null, updatedAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, transactionSubTypes: Array<{ __typename: 'TransactionSubType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, location: { __typename: 'InvestingGeography', id: string, name: string } | null, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }>, notes: Array<{ __typename: 'ProjectNote', id: string, text: string, createdAt: string, updatedAt: string | null, creator: { __typename: 'PersonRef', id: string, fullName: string } | null }>, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, hidden: boolean, total: number, approved: number }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> };

export type ProjectPage_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectPage_LookupsQuery = { tags: Array<string>, lookups: { __typename: 'Lookups', projectStatusTypes: Array<{ __typename: 'ProjectStatusType', id: string, name: string }>, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, transactionSubTypes: Array<{ __typename: 'TransactionSubType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, investingGeographyTypes: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } };

export type ProjectPage_UniversalOwnersQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectPage_UniversalOwnersQuery = { universalOwners: Array<{ __typename: 'PersonRef', id: string, fullName: string }> };

export type ProjectPage_CreateMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type ProjectPage_CreateMutation = { createProject: { __typename: 'ProjectPayload', project: { __typename: 'Project', id: string, name: string, capitalRequired: number, recentValuation: number, termSheetFee: number, fees: number, successFee: number, totalFees: number, closingDate: string, currency: string, totalCost: number | null, gdv: number | null, term: number | null, isSharia: boolean | null, tags: Array<string>, progress: number | null, updatedAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, transactionSubTypes: Array<{ __typename: 'TransactionSubType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, location: { __typename: 'InvestingGeography', id: string, name: string } | null, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }>, notes: Array<{ __typename: 'ProjectNote', id: string, text: string, createdAt: string, updatedAt: string | null, creator: { __typename: 'PersonRef', id: string, fullName: string } | null }>, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, hidden: boolean, total: number, approved: number }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_UpdateMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ProjectPage_UpdateMutation = { updateProject: { __typename: 'ProjectPayload', project: { __typename: 'Project', id: string, name: string, capitalRequired: number, recentValuation: number, termSheetFee: number, fees: number, successFee: number, totalFees: number, closingDate: string, currency: string, totalCost: number | null, gdv: number | null, term: number | null, isSharia: boolean | null, tags: Array<string>, progress: number | null, updatedAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, transactionSubTypes: Array<{ __typename: 'TransactionSubType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, location: { __typename: 'InvestingGeography', id: string, name: string } | null, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }>, notes: Array<{ __typename: 'ProjectNote', id: string, text: string, createdAt: string, updatedAt: string | null, creator: { __typename: 'PersonRef', id: string, fullName: string } | null }>, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, hidden: boolean, total: number, approved: number }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_DeleteMutationVariables = Exact<{
  input: ProjectIdInput;
}>;


export type ProjectPage_DeleteMutation = { deleteProject: { __typename: 'DeleteProjectPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_AddMemberMutationVariables = Exact<{
  input: AddTeamMemberInput;
}>;


export type ProjectPage_AddMemberMutation = { addTeamMember: { __typename: 'TeamMemberPayload', member: { __typename: 'ProjectMember', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_CreateNoteMutationVariables = Exact<{
  input: CreateProjectNoteInput;
}>;


export type ProjectPage_CreateNoteMutation = { createProjectNote: { __typename: 'ProjectNotePayload', note: { __typename: 'ProjectNote', id: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_UpdateNoteMutationVariables = Exact<{
  input: UpdateNoteInput;
}>;


export type ProjectPage_UpdateNoteMutation = { updateProjectNote: { __typename: 'ProjectNotePayload', note: { __typename: 'ProjectNote', id: string, text: string, updatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectPage_DeleteNoteMutationVariables = Exact<{
  input: DeleteNoteInput;
}>;


export type ProjectPage_DeleteNoteMutation = { deleteProjectNote: { __typename: 'DeleteNotePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectsListActions_DeletionSummaryQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ProjectsListActions_DeletionSummaryQuery = { projectDeletionSummary: Array<{ __typename: 'ProjectDeletionSummary', projectId: string, name: string, taskCount: number, fileCount: number }> };

export type ProjectsListActions_DeleteMutationVariables = Exact<{
  input: DeleteProjectsInput;
}>;


export type ProjectsListActions_DeleteMutation = { deleteProjects: { __typename: 'DeleteProjectsPayload', deletedIds: Array<string>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProjectsListPage_ProjectsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  statusIds?: Array<string | number> | string | number | null | undefined;
  orderBy?: Array<ProjectOrder> | ProjectOrder | null | undefined;
}>;


export type ProjectsListPage_ProjectsQuery = { projects: { __typename: 'ProjectConnection', totalCount: number, nodes: Array<{ __typename: 'Project', id: string, name: string, capitalRequired: number, fees: number, successFee: number, termSheetFee: number, totalFees: number, closingDate: string, currency: string, createdAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ProjectsListPage_RowFragment = { __typename: 'Project', id: string, name: string, capitalRequired: number, fees: number, successFee: number, termSheetFee: number, totalFees: number, closingDate: string, currency: string, createdAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> };

export type ProjectsListPage_StatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsListPage_StatusesQuery = { lookups: { __typename: 'Lookups', projectStatusTypes: Array<{ __typename: 'ProjectStatusType', id: string, name: string }> } };

export type ProjectsListPage_GroupCountsQueryVariables = Exact<{
  groupBy: ProjectGroupField;
  search?: string | null | undefined;
  statusIds?: Array<string | number> | string | number | null | undefined;
}>;


export type ProjectsListPage_GroupCountsQuery = { projectGroupCounts: Array<{ __typename: 'ProjectGroupCount', value: string | null, count: number }> };

export type ProvidersCard_ProjectFragment = { __typename: 'Project', id: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, state: MembershipState }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> };

export type ProvidersCard_StatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProvidersCard_StatesQuery = { lookups: { __typename: 'Lookups', providerRelationTypes: Array<{ __typename: 'ProviderRelationType', id: string, name: string, state: ProviderRelationState }> } };

export type ProvidersCard_AddMutationVariables = Exact<{
  input: AddProjectProvidersInput;
}>;


export type ProvidersCard_AddMutation = { addProjectProviders: { __typename: 'ProjectProvidersPayload', project: { __typename: 'Project', id: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, state: MembershipState }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProvidersCard_SetStateMutationVariables = Exact<{
  input: SetProviderStateInput;
}>;


export type ProvidersCard_SetStateMutation = { setProviderState: { __typename: 'ProjectProvidersPayload', project: { __typename: 'Project', id: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, state: MembershipState }>, providers: Array<{ __typename: 'ProjectProvider', id: string, company: string | null, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null, lastContacted: string | null, person: { __typename: 'PersonRef', id: string, fullName: string }, state: { __typename: 'ProviderRelationType', id: string, name: string } | null }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ProvidersCard_UpdateNotesMutationVariables = Exact<{
  input: UpdateProviderNotesInput;
}>;


export type ProvidersCard_UpdateNotesMutation = { updateProviderNotes: { __typename: 'ProjectProviderPayload', provider: { __typename: 'ProjectProvider', id: string, notes: string | null, notesCreatedAt: string | null, notesUpdatedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ArchivedSearches_ListQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
}>;


export type ArchivedSearches_ListQuery = { savedSearches: { __typename: 'SavedSearchConnection', totalCount: number, nodes: Array<{ __typename: 'SavedSearch', id: string, title: string, type: SearchType, query: string, createdAt: string, owner: { __typename: 'PersonRef', id: string, fullName: string } | null, owners: Array<{ __typename: 'PersonRef', id: string, fullName: string }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ArchivedSearches_ItemFragment = { __typename: 'SavedSearch', id: string, title: string, type: SearchType, query: string, createdAt: string, owner: { __typename: 'PersonRef', id: string, fullName: string } | null, owners: Array<{ __typename: 'PersonRef', id: string, fullName: string }> };

export type ArchivedSearches_DeleteMutationVariables = Exact<{
  input: DeleteSavedSearchInput;
}>;


export type ArchivedSearches_DeleteMutation = { deleteSavedSearch: { __typename: 'DeleteSavedSearchPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type SaveSearchForm_SaveMutationVariables = Exact<{
  input: SaveSearchInput;
}>;


export type SaveSearchForm_SaveMutation = { saveSearch: { __typename: 'SavedSearchPayload', savedSearch: { __typename: 'SavedSearch', id: string, title: string, type: SearchType, query: string, createdAt: string, owner: { __typename: 'PersonRef', id: string, fullName: string } | null, owners: Array<{ __typename: 'PersonRef', id: string, fullName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ShareSearch_PeopleQueryVariables = Exact<{
  search: string;
  first: number;
}>;


export type ShareSearch_PeopleQuery = { people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, fullName: string }> } };

export type ShareSearch_ShareMutationVariables = Exact<{
  input: ShareSavedSearchInput;
}>;


export type ShareSearch_ShareMutation = { shareSavedSearch: { __typename: 'SavedSearchPayload', savedSearch: { __typename: 'SavedSearch', id: string, owners: Array<{ __typename: 'PersonRef', id: string, fullName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type SearchPage_LookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchPage_LookupsQuery = { lookups: { __typename: 'Lookups', titles: Array<{ __typename: 'Title', id: string, name: string }>, legalStatuses: Array<{ __typename: 'LegalStatus', id: string, name: string }>, clientClasses: Array<{ __typename: 'ClientClass', id: string, name: string }>, categories: Array<{ __typename: 'Category', id: string, name: string, isCp: boolean }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string, categoryId: string }>, useClassTypes: Array<{ __typename: 'UseClass', id: string, name: string }>, locationTypes: Array<{ __typename: 'Location', id: string, name: string }>, investmentClassTypes: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, cpSubcategories: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investingGeographyTypes: Array<{ __typename: 'InvestingGeography', id: string, name: string }>, profileTypes: Array<{ __typename: 'ProfileTypeLabel', id: string, name: string }>, providerRelationTypes: Array<{ __typename: 'ProviderRelationType', id: string, name: string }>, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, projectStatusTypes: Array<{ __typename: 'ProjectStatusType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, transactionSubTypes: Array<{ __typename: 'TransactionSubType', id: string, name: string }>, taskStates: Array<{ __typename: 'TaskStateLabel', id: string, name: string }>, defaultColumns: Array<{ __typename: 'DefaultColumn', id: string, name: string }> } };

export type SearchPage_SavedSearchQueryVariables = Exact<{
  id: string | number;
}>;


export type SearchPage_SavedSearchQuery = { savedSearch: { __typename: 'SavedSearch', id: string, title: string, type: SearchType, query: string, rows: Array<unknown>, columns: Array<unknown> } | null };

export type SearchValue_PeopleQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  first: number;
}>;


export type SearchValue_PeopleQuery = { people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, fullName: string }> } };

export type SearchResults_PeopleQueryVariables = Exact<{
  query: string;
  first: number;
  after?: string | null | undefined;
  orderBy?: Array<PersonOrder> | PersonOrder | null | undefined;
}>;


export type SearchResults_PeopleQuery = { searchPeople: { __typename: 'PersonConnection', totalCount: number, nodes: Array<{ __typename: 'Person', id: string, fullName: string, company: string, jobTitle: string | null, primaryEmail: string | null, primaryPhone: string | null, city: string | null, country: string | null, tags: Array<string>, rating: number, profileType: ProfileType, inviteStatus: InviteStatus, isCapitalProvider: boolean, createdAt: string, updatedAt: string, categories: Array<{ __typename: 'Category', id: string, name: string }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type SearchResults_ProjectsQueryVariables = Exact<{
  query: string;
  first: number;
  after?: string | null | undefined;
  orderBy?: Array<ProjectOrder> | ProjectOrder | null | undefined;
}>;


export type SearchResults_ProjectsQuery = { searchProjects: { __typename: 'ProjectConnection', totalCount: number, nodes: Array<{ __typename: 'Project', id: string, name: string, capitalRequired: number, fees: number, successFee: number, termSheetFee: number, totalFees: number, closingDate: string, currency: string, createdAt: string, client: { __typename: 'PersonRef', id: string, fullName: string } | null, status: { __typename: 'ProjectStatusType', id: string, name: string } | null, projectTypes: Array<{ __typename: 'ProjectType', id: string, name: string }>, transactionTypes: Array<{ __typename: 'TransactionType', id: string, name: string }>, assetTypes: Array<{ __typename: 'AssetType', id: string, name: string }>, cpSummary: Array<{ __typename: 'ProviderStateCount', state: string, count: number }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type SearchResults_TasksQueryVariables = Exact<{
  query: string;
  first: number;
  after?: string | null | undefined;
  orderBy?: Array<TaskOrder> | TaskOrder | null | undefined;
}>;


export type SearchResults_TasksQuery = { searchTasks: { __typename: 'TaskConnection', totalCount: number, nodes: Array<{ __typename: 'Task', id: string, title: string, projectId: string, projectName: string, state: TaskState, dueDate: string | null, createdAt: string, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }>, createdBy: { __typename: 'TaskPerson', id: string, fullName: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type SearchResults_TaskRowFragment = { __typename: 'Task', id: string, title: string, projectId: string, projectName: string, state: TaskState, dueDate: string | null, createdAt: string, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }>, createdBy: { __typename: 'TaskPerson', id: string, fullName: string } | null };

export type BoardPage_TaskFragment = { __typename: 'Task', id: string, title: string, columnId: string, position: number, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> };

export type BoardPage_BoardFragment = { __typename: 'Board', id: string, sequence: number, project: { __typename: 'BoardProject', id: string, name: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }> }, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, position: number, hidden: boolean, total: number, approved: number, tasks: Array<{ __typename: 'Task', id: string, title: string, columnId: string, position: number, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> }> }> };

export type BoardPage_BoardChangedSubscriptionVariables = Exact<{
  projectId: string | number;
  since?: number | null | undefined;
}>;


export type BoardPage_BoardChangedSubscription = { boardChanged: { __typename: 'BoardEvent', kind: BoardEventKind, sequence: number, deletedTaskId: string | null, task: { __typename: 'Task', id: string, title: string, columnId: string, position: number, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> } | null, columns: Array<{ __typename: 'BoardColumnChange', id: string, name: string, position: number, hidden: boolean }> | null, board: { __typename: 'Board', id: string, sequence: number, project: { __typename: 'BoardProject', id: string, name: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }> }, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, position: number, hidden: boolean, total: number, approved: number, tasks: Array<{ __typename: 'Task', id: string, title: string, columnId: string, position: number, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> }> }> } | null } };

export type BoardPage_BoardQueryVariables = Exact<{
  projectId: string | number;
}>;


export type BoardPage_BoardQuery = { board: { __typename: 'Board', id: string, sequence: number, project: { __typename: 'BoardProject', id: string, name: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isUniversalOwner: boolean }> }, columns: Array<{ __typename: 'BoardColumn', id: string, name: string, position: number, hidden: boolean, total: number, approved: number, tasks: Array<{ __typename: 'Task', id: string, title: string, columnId: string, position: number, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> }> }> } | null };

export type BoardPage_PresenceSubscriptionVariables = Exact<{
  projectId: string | number;
}>;


export type BoardPage_PresenceSubscription = { boardPresence: Array<{ __typename: 'BoardViewer', id: string, fullName: string }> };

export type BoardPage_MoveTaskMutationVariables = Exact<{
  input: MoveTaskInput;
}>;


export type BoardPage_MoveTaskMutation = { moveTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string, title: string, columnId: string, position: number, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }> } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type BoardPage_SetColumnsHiddenMutationVariables = Exact<{
  input: SetColumnsHiddenInput;
}>;


export type BoardPage_SetColumnsHiddenMutation = { setColumnsHidden: { __typename: 'ColumnsPayload', columns: Array<{ __typename: 'BoardColumn', id: string, hidden: boolean }>, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type BoardPage_RenameColumnMutationVariables = Exact<{
  input: RenameColumnInput;
}>;


export type BoardPage_RenameColumnMutation = { renameColumn: { __typename: 'ColumnPayload', column: { __typename: 'BoardColumn', id: string, name: string } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type BoardPage_ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardPage_ProjectsQuery = { boardProjects: Array<{ __typename: 'BoardProjectOption', id: string, name: string }> };

export type TaskPage_CommentFragment = { __typename: 'Comment', id: string, text: string, createdAt: string, updatedAt: string, creator: { __typename: 'TaskPerson', id: string, fullName: string } | null };

export type TaskPage_FileFragment = { __typename: 'TaskFile', id: string, name: string, size: number, document: string, createdAt: string, user: { __typename: 'PersonRef', id: string, fullName: string } | null };

export type TaskPage_TaskFragment = { __typename: 'Task', id: string, title: string, description: string | null, projectId: string, projectName: string, columnId: string, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }>, createdBy: { __typename: 'TaskPerson', id: string, fullName: string } | null };

export type TaskPage_TaskQueryVariables = Exact<{
  id: string | number;
}>;


export type TaskPage_TaskQuery = { task: { __typename: 'Task', id: string, title: string, description: string | null, projectId: string, projectName: string, columnId: string, state: TaskState, dueDate: string | null, comments: Array<{ __typename: 'Comment', id: string, text: string, createdAt: string, updatedAt: string, creator: { __typename: 'TaskPerson', id: string, fullName: string } | null }>, files: Array<{ __typename: 'TaskFile', id: string, name: string, size: number, document: string, createdAt: string, user: { __typename: 'PersonRef', id: string, fullName: string } | null }>, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }>, createdBy: { __typename: 'TaskPerson', id: string, fullName: string } | null } | null };

export type TaskPage_TeamQueryVariables = Exact<{
  projectId: string | number;
}>;


export type TaskPage_TeamQuery = { board: { __typename: 'Board', id: string, project: { __typename: 'BoardProject', id: string, name: string, members: Array<{ __typename: 'ProjectMember', id: string, personId: string, fullName: string, state: MembershipState, isDeleted: boolean }> } } | null };

export type TaskPage_PeopleQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type TaskPage_PeopleQuery = { people: { __typename: 'PersonConnection', nodes: Array<{ __typename: 'Person', id: string, fullName: string }> } };

export type TaskPage_FilesQueryVariables = Exact<{
  id: string | number;
}>;


export type TaskPage_FilesQuery = { task: { __typename: 'Task', id: string, files: Array<{ __typename: 'TaskFile', id: string, name: string, size: number, document: string, createdAt: string, user: { __typename: 'PersonRef', id: string, fullName: string } | null }> } | null };

export type TaskPage_CreateTaskMutationVariables = Exact<{
  input: CreateTaskInput;
}>;


export type TaskPage_CreateTaskMutation = { createTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string, title: string, description: string | null, projectId: string, projectName: string, columnId: string, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }>, createdBy: { __typename: 'TaskPerson', id: string, fullName: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_UpdateTaskMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type TaskPage_UpdateTaskMutation = { updateTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string, title: string, description: string | null, projectId: string, projectName: string, columnId: string, state: TaskState, dueDate: string | null, assignees: Array<{ __typename: 'TaskPerson', id: string, fullName: string }>, createdBy: { __typename: 'TaskPerson', id: string, fullName: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_DeleteTaskMutationVariables = Exact<{
  input: TaskIdInput;
}>;


export type TaskPage_DeleteTaskMutation = { deleteTask: { __typename: 'DeleteTaskPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_SubmitTaskMutationVariables = Exact<{
  input: TaskIdInput;
}>;


export type TaskPage_SubmitTaskMutation = { submitTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string, state: TaskState } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_ApproveTaskMutationVariables = Exact<{
  input: TaskIdInput;
}>;


export type TaskPage_ApproveTaskMutation = { approveTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string, state: TaskState } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_RejectTaskMutationVariables = Exact<{
  input: TaskIdInput;
}>;


export type TaskPage_RejectTaskMutation = { rejectTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string, state: TaskState } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_AddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type TaskPage_AddCommentMutation = { addComment: { __typename: 'CommentPayload', comment: { __typename: 'Comment', id: string, text: string, createdAt: string, updatedAt: string, creator: { __typename: 'TaskPerson', id: string, fullName: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_UpdateCommentMutationVariables = Exact<{
  input: UpdateCommentInput;
}>;


export type TaskPage_UpdateCommentMutation = { updateComment: { __typename: 'CommentPayload', comment: { __typename: 'Comment', id: string, text: string, createdAt: string, updatedAt: string, creator: { __typename: 'TaskPerson', id: string, fullName: string } | null } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_DeleteCommentMutationVariables = Exact<{
  input: DeleteCommentInput;
}>;


export type TaskPage_DeleteCommentMutation = { deleteComment: { __typename: 'DeleteCommentPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type TaskPage_DeleteTaskFileMutationVariables = Exact<{
  input: DeleteFileInput;
}>;


export type TaskPage_DeleteTaskFileMutation = { deleteTaskFile: { __typename: 'DeleteFilePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type CurrentUser_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUser_MeQuery = { me: { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, isCapitalProvider: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown } | null };

export type CurrentUser_FieldsFragment = { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, isCapitalProvider: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown };

export const ActivityPage_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}}]}}]}}]} as unknown as DocumentNode<ActivityPage_RowFragment, unknown>;
export const ContactManagement_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]} as unknown as DocumentNode<ContactManagement_RowFragment, unknown>;
export const ContactManagement_MergePersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_MergePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ContactManagement_MergePersonFragment, unknown>;
export const NotesCard_NoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesCard_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<NotesCard_NoteFragment, unknown>;
export const ContactsListPage_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactsListPage_RowFragment, unknown>;
export const CapitalProviderCard_CapitalProviderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<CapitalProviderCard_CapitalProviderFragment, unknown>;
export const ContactForm_SavedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactForm_Saved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"legalStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"homeStreet"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"}},{"kind":"Field","name":{"kind":"Name","value":"homePostcode"}},{"kind":"Field","name":{"kind":"Name","value":"homeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ContactForm_SavedFragment, unknown>;
export const FilesCard_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FilesCard_FileFragment, unknown>;
export const Dashboard_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Dashboard_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]} as unknown as DocumentNode<Dashboard_TaskFragment, unknown>;
export const EmailManagement_TemplateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailManagement_TemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EmailManagement_TemplateRowFragment, unknown>;
export const ComposeProjectPicker_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposeProjectPicker_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}}]}}]} as unknown as DocumentNode<ComposeProjectPicker_ProjectFragment, unknown>;
export const Compose_DraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Compose_DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"toCompanyCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposeProjectPicker_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposeProjectPicker_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}}]}}]} as unknown as DocumentNode<Compose_DraftFieldsFragment, unknown>;
export const Viewer_EmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_EmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Email"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<Viewer_EmailFieldsFragment, unknown>;
export const LenderMatchPage_ValueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderMatchPage_Value"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderCriterionValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"geographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LenderMatchPage_ValueFragment, unknown>;
export const LenderMatchPage_MatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderMatchPage_Match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"nearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"relationState"}},{"kind":"Field","name":{"kind":"Name","value":"misses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criterion"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"gap"}},{"kind":"Field","name":{"kind":"Name","value":"want"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderMatchPage_Value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"have"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderMatchPage_Value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderMatchPage_Value"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderCriterionValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"geographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LenderMatchPage_MatchFragment, unknown>;
export const OutlookStatusButton_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_FieldsFragment, unknown>;
export const ProjectFilesCard_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFilesCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ProjectFilesCard_FileFragment, unknown>;
export const ProvidersCard_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ProvidersCard_ProjectFragment, unknown>;
export const ProjectPage_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionSubTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"recentValuation"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"gdv"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersCard_Project"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ProjectPage_ProjectFragment, unknown>;
export const ProjectsListPage_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProjectsListPage_RowFragment, unknown>;
export const ArchivedSearches_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchivedSearches_Item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ArchivedSearches_ItemFragment, unknown>;
export const SearchResults_TaskRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResults_TaskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SearchResults_TaskRowFragment, unknown>;
export const BoardPage_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<BoardPage_TaskFragment, unknown>;
export const BoardPage_BoardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Board"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Task"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<BoardPage_BoardFragment, unknown>;
export const TaskPage_CommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_CommentFragment, unknown>;
export const TaskPage_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_FileFragment, unknown>;
export const TaskPage_TaskFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_TaskFragment, unknown>;
export const CurrentUser_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<CurrentUser_FieldsFragment, unknown>;
export const UserMenu_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserMenu_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<UserMenu_SignOutMutation, UserMenu_SignOutMutationVariables>;
export const AssignToProjectDialog_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignToProjectDialog_Projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignableProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssignToProjectDialog_ProjectsQuery, AssignToProjectDialog_ProjectsQueryVariables>;
export const AssignToProjectDialog_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignToProjectDialog_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}}]}}]}}]}}]} as unknown as DocumentNode<AssignToProjectDialog_PeopleQuery, AssignToProjectDialog_PeopleQueryVariables>;
export const AssignToProjectDialog_AssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignToProjectDialog_Assign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignToProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignToProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AssignToProjectDialog_AssignMutation, AssignToProjectDialog_AssignMutationVariables>;
export const ListActions_UpdatePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListActions_UpdatePeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePeopleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ListActions_UpdatePeopleMutation, ListActions_UpdatePeopleMutationVariables>;
export const EditMultiple_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditMultiple_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<EditMultiple_PeopleQuery, EditMultiple_PeopleQueryVariables>;
export const EmailContacts_CreateDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailContacts_CreateDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toCompanyCount"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmailContacts_CreateDraftMutation, EmailContacts_CreateDraftMutationVariables>;
export const DataTable_SaveTableColumnPrefsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataTable_SaveTableColumnPrefs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTableColumnPrefsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTableColumnPrefs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DataTable_SaveTableColumnPrefsMutation, DataTable_SaveTableColumnPrefsMutationVariables>;
export const PersonPicker_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonPicker_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<PersonPicker_PeopleQuery, PersonPicker_PeopleQueryVariables>;
export const TeamMemberOptions_SetStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamMemberOptions_SetState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTeamMemberStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamMemberState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TeamMemberOptions_SetStateMutation, TeamMemberOptions_SetStateMutationVariables>;
export const TeamMemberOptions_RemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamMemberOptions_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TeamMemberOptions_RemoveMutation, TeamMemberOptions_RemoveMutationVariables>;
export const ActivityPage_ActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPage_Activities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"person"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"person"},"value":{"kind":"Variable","name":{"kind":"Name","value":"person"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityPage_Row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}}]}}]}}]} as unknown as DocumentNode<ActivityPage_ActivitiesQuery, ActivityPage_ActivitiesQueryVariables>;
export const ActivityPage_TypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPage_Types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityPage_TypesQuery, ActivityPage_TypesQueryVariables>;
export const ActivityPage_UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPage_User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ActivityPage_UserQuery, ActivityPage_UserQueryVariables>;
export const ActivityPage_UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPage_Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]}}]} as unknown as DocumentNode<ActivityPage_UsersQuery, ActivityPage_UsersQueryVariables>;
export const ActivityPrintPage_ActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPrintPage_Activities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"person"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"person"},"value":{"kind":"Variable","name":{"kind":"Name","value":"person"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityPage_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"args"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"failedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}}]}}]}}]} as unknown as DocumentNode<ActivityPrintPage_ActivitiesQuery, ActivityPrintPage_ActivitiesQueryVariables>;
export const LoginPage_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPage_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_Fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<LoginPage_SignInMutation, LoginPage_SignInMutationVariables>;
export const PasswordResetRequestPage_RequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetRequestPage_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordResetRequestPage_RequestMutation, PasswordResetRequestPage_RequestMutationVariables>;
export const PasswordSetPage_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordSetPage_Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordSetPage_ResetMutation, PasswordSetPage_ResetMutationVariables>;
export const CalendarPage_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarPage_Projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CalendarPage_ProjectsQuery, CalendarPage_ProjectsQueryVariables>;
export const MonthCalendar_EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthCalendar_Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}}]}}]}}]}}]} as unknown as DocumentNode<MonthCalendar_EventsQuery, MonthCalendar_EventsQueryVariables>;
export const CalendarSearch_TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarSearch_Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarSearch_TasksQuery, CalendarSearch_TasksQueryVariables>;
export const ContactManagement_ImportedDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactManagement_ImportedDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactManagement_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]} as unknown as DocumentNode<ContactManagement_ImportedDuplicatesQuery, ContactManagement_ImportedDuplicatesQueryVariables>;
export const ContactManagement_PossibleDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactManagement_PossibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactManagement_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]} as unknown as DocumentNode<ContactManagement_PossibleDuplicatesQuery, ContactManagement_PossibleDuplicatesQueryVariables>;
export const ContactManagement_ExternalContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactManagement_ExternalContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ContactManagement_ExternalContactsQuery, ContactManagement_ExternalContactsQueryVariables>;
export const ContactManagement_DeletedPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactManagement_DeletedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactManagement_Row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]} as unknown as DocumentNode<ContactManagement_DeletedPeopleQuery, ContactManagement_DeletedPeopleQueryVariables>;
export const ContactManagement_MergePossibleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactManagement_MergePossible"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactManagement_MergePerson"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_MergePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ContactManagement_MergePossibleQuery, ContactManagement_MergePossibleQueryVariables>;
export const ContactManagement_MergeImportedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactManagement_MergeImported"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedDuplicate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactManagement_MergePerson"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactManagement_MergePerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ContactManagement_MergeImportedQuery, ContactManagement_MergeImportedQueryVariables>;
export const ContactManagement_MergePossibleDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_MergePossibleDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergePossibleDuplicatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergePossibleDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_MergePossibleDuplicatesMutation, ContactManagement_MergePossibleDuplicatesMutationVariables>;
export const ContactManagement_MergeImportedDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_MergeImportedDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeImportedDuplicateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeImportedDuplicate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_MergeImportedDuplicateMutation, ContactManagement_MergeImportedDuplicateMutationVariables>;
export const ContactManagement_DeleteImportedDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_DeleteImportedDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteImportedDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_DeleteImportedDuplicatesMutation, ContactManagement_DeleteImportedDuplicatesMutationVariables>;
export const ContactManagement_IgnorePossibleDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_IgnorePossibleDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ignorePossibleDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_IgnorePossibleDuplicatesMutation, ContactManagement_IgnorePossibleDuplicatesMutationVariables>;
export const ContactManagement_DismissExternalContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_DismissExternalContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissExternalContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_DismissExternalContactsMutation, ContactManagement_DismissExternalContactsMutationVariables>;
export const ContactManagement_ReactivatePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_ReactivatePeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivatePeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_ReactivatePeopleMutation, ContactManagement_ReactivatePeopleMutationVariables>;
export const ContactManagement_DeletePeoplePermanentlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactManagement_DeletePeoplePermanently"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePeoplePermanently"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactManagement_DeletePeoplePermanentlyMutation, ContactManagement_DeletePeoplePermanentlyMutationVariables>;
export const ProjectsCard_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsCard_Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectsCard_ProjectsQuery, ProjectsCard_ProjectsQueryVariables>;
export const TasksCard_TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TasksCard_Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}}]}}]} as unknown as DocumentNode<TasksCard_TasksQuery, TasksCard_TasksQueryVariables>;
export const ContactDetailPage_PersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactDetailPage_Person"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactForm_Saved"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotesCard_Note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilesCard_File"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactForm_Saved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"legalStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"homeStreet"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"}},{"kind":"Field","name":{"kind":"Name","value":"homePostcode"}},{"kind":"Field","name":{"kind":"Name","value":"homeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesCard_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ContactDetailPage_PersonQuery, ContactDetailPage_PersonQueryVariables>;
export const ContactsListPage_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsListPage_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactsListPage_Row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactsListPage_PeopleQuery, ContactsListPage_PeopleQueryVariables>;
export const ContactsListPage_GroupCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsListPage_GroupCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonGroupField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personGroupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ContactsListPage_GroupCountsQuery, ContactsListPage_GroupCountsQueryVariables>;
export const ContactForm_LookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactForm_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<ContactForm_LookupsQuery, ContactForm_LookupsQueryVariables>;
export const ContactForm_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactForm_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictingPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactForm_CreateMutation, ContactForm_CreateMutationVariables>;
export const ContactForm_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactForm_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactForm_Saved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictingPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactForm_Saved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"legalStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"homeStreet"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"}},{"kind":"Field","name":{"kind":"Name","value":"homePostcode"}},{"kind":"Field","name":{"kind":"Name","value":"homeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactForm_UpdateMutation, ContactForm_UpdateMutationVariables>;
export const ContactActions_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactActions_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactActions_DeleteMutation, ContactActions_DeleteMutationVariables>;
export const ContactActions_InviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactActions_Invite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"profileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileType"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactActions_InviteMutation, ContactActions_InviteMutationVariables>;
export const ContactActions_RevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactActions_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactActions_RevokeMutation, ContactActions_RevokeMutationVariables>;
export const CapitalProviderForm_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CapitalProviderForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCapitalProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCapitalProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<CapitalProviderForm_SaveMutation, CapitalProviderForm_SaveMutationVariables>;
export const EmailActivity_EmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailActivity_Emails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmailActivity_EmailsQuery, EmailActivity_EmailsQueryVariables>;
export const ListActions_DeletePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListActions_DeletePeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePeopleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ListActions_DeletePeopleMutation, ListActions_DeletePeopleMutationVariables>;
export const ListActions_InviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ListActions_Invite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ListActions_InviteMutation, ListActions_InviteMutationVariables>;
export const UndoMerge_MergesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UndoMerge_Merges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"undoableMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIds"}},{"kind":"Field","name":{"kind":"Name","value":"mergedNames"}},{"kind":"Field","name":{"kind":"Name","value":"mergedAt"}},{"kind":"Field","name":{"kind":"Name","value":"undoUntil"}}]}}]}}]}}]} as unknown as DocumentNode<UndoMerge_MergesQuery, UndoMerge_MergesQueryVariables>;
export const UndoMerge_UndoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoMerge_Undo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoMerge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UndoMerge_UndoMutation, UndoMerge_UndoMutationVariables>;
export const NotesCard_CreateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotesCard_CreateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotesCard_Note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesCard_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<NotesCard_CreateNoteMutation, NotesCard_CreateNoteMutationVariables>;
export const NotesCard_UpdateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotesCard_UpdateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotesCard_Note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesCard_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<NotesCard_UpdateNoteMutation, NotesCard_UpdateNoteMutationVariables>;
export const NotesCard_DeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotesCard_DeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<NotesCard_DeleteNoteMutation, NotesCard_DeleteNoteMutationVariables>;
export const FilesCard_FilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesCard_Files"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilesCard_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FilesCard_FilesQuery, FilesCard_FilesQueryVariables>;
export const FilesCard_DeleteFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesCard_DeleteFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FilesCard_DeleteFileMutation, FilesCard_DeleteFileMutationVariables>;
export const ContactsPrintPage_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsPrintPage_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactsListPage_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactsPrintPage_PeopleQuery, ContactsPrintPage_PeopleQueryVariables>;
export const ClientDashboard_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDashboard_Projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Dashboard_Task"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Dashboard_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]} as unknown as DocumentNode<ClientDashboard_ProjectsQuery, ClientDashboard_ProjectsQueryVariables>;
export const ClientDashboard_BoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientDashboard_Board"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Dashboard_Task"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Dashboard_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]} as unknown as DocumentNode<ClientDashboard_BoardQuery, ClientDashboard_BoardQueryVariables>;
export const GuestDashboard_TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestDashboard_Tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Dashboard_Task"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Dashboard_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]} as unknown as DocumentNode<GuestDashboard_TasksQuery, GuestDashboard_TasksQueryVariables>;
export const StaffDashboard_MineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDashboard_Mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CLOSING_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Dashboard_Task"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Dashboard_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}}]}}]} as unknown as DocumentNode<StaffDashboard_MineQuery, StaffDashboard_MineQueryVariables>;
export const ClientDashboard_BoardChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientDashboard_BoardChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}}]} as unknown as DocumentNode<ClientDashboard_BoardChangedSubscription, ClientDashboard_BoardChangedSubscriptionVariables>;
export const EmailManagement_DraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailManagement_Drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<EmailManagement_DraftsQuery, EmailManagement_DraftsQueryVariables>;
export const EmailManagement_DeleteDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailManagement_DeleteDrafts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDrafts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmailManagement_DeleteDraftsMutation, EmailManagement_DeleteDraftsMutationVariables>;
export const EmailManagement_TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailManagement_Templates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailManagement_TemplateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailManagement_TemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EmailManagement_TemplatesQuery, EmailManagement_TemplatesQueryVariables>;
export const EmailManagement_TemplateGroupCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailManagement_TemplateGroupCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateGroupField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateGroupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<EmailManagement_TemplateGroupCountsQuery, EmailManagement_TemplateGroupCountsQueryVariables>;
export const EmailManagement_CreateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailManagement_CreateTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmailManagement_CreateTemplateMutation, EmailManagement_CreateTemplateMutationVariables>;
export const EmailManagement_DeleteTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailManagement_DeleteTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmailManagement_DeleteTemplatesMutation, EmailManagement_DeleteTemplatesMutationVariables>;
export const TemplateEditor_TemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateEditor_Template"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateEditor_TemplateQuery, TemplateEditor_TemplateQueryVariables>;
export const TemplateEditor_DeleteFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplateEditor_DeleteFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTemplateFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<TemplateEditor_DeleteFileMutation, TemplateEditor_DeleteFileMutationVariables>;
export const TemplateEditor_UpdateTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TemplateEditor_UpdateTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateEditor_UpdateTemplateMutation, TemplateEditor_UpdateTemplateMutationVariables>;
export const EmailTracker_ProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailTracker_Project"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<EmailTracker_ProjectQuery, EmailTracker_ProjectQueryVariables>;
export const EmailTracker_StatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailTracker_States"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerRelationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPriority"}}]}}]}}]}}]} as unknown as DocumentNode<EmailTracker_StatesQuery, EmailTracker_StatesQueryVariables>;
export const ComposeProjectPicker_EmailProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComposeProjectPicker_EmailProjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposeProjectPicker_Project"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposeProjectPicker_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}}]}}]} as unknown as DocumentNode<ComposeProjectPicker_EmailProjectsQuery, ComposeProjectPicker_EmailProjectsQueryVariables>;
export const Compose_DraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compose_Draft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Compose_DraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposeProjectPicker_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Compose_DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"toCompanyCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposeProjectPicker_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<Compose_DraftQuery, Compose_DraftQueryVariables>;
export const Compose_UpdateDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compose_UpdateDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Compose_DraftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposeProjectPicker_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Compose_DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"toCompanyCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposeProjectPicker_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<Compose_UpdateDraftMutation, Compose_UpdateDraftMutationVariables>;
export const Compose_SendDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compose_SendDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSent"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Compose_SendDraftMutation, Compose_SendDraftMutationVariables>;
export const Compose_DeleteDraftFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compose_DeleteDraftFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDraftFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Compose_DeleteDraftFileMutation, Compose_DeleteDraftFileMutationVariables>;
export const Compose_TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compose_Templates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}}]}}]}}]}}]} as unknown as DocumentNode<Compose_TemplatesQuery, Compose_TemplatesQueryVariables>;
export const Compose_SaveAsTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compose_SaveAsTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDraftAsTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Compose_SaveAsTemplateMutation, Compose_SaveAsTemplateMutationVariables>;
export const Compose_LoadTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compose_LoadTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"template"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cc"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bcc"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTemplateAsDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"template"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"cc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cc"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"bcc"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bcc"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<Compose_LoadTemplateMutation, Compose_LoadTemplateMutationVariables>;
export const Compose_DiscardDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Compose_DiscardDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDrafts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}}]}}]}}]} as unknown as DocumentNode<Compose_DiscardDraftMutation, Compose_DiscardDraftMutationVariables>;
export const Compose_PreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compose_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<Compose_PreviewQuery, Compose_PreviewQueryVariables>;
export const Compose_SendProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compose_SendProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sendProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]}}]} as unknown as DocumentNode<Compose_SendProgressQuery, Compose_SendProgressQueryVariables>;
export const Forward_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Forward_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forwardEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Compose_DraftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComposeProjectPicker_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Compose_DraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"toCompanyCount"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComposeProjectPicker_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bcc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<Forward_CreateMutation, Forward_CreateMutationVariables>;
export const Viewer_EmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer_Email"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_EmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_EmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Email"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<Viewer_EmailQuery, Viewer_EmailQueryVariables>;
export const Viewer_ThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer_Thread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_EmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_EmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Email"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cc"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<Viewer_ThreadQuery, Viewer_ThreadQueryVariables>;
export const LenderMatchPage_MatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderMatchPage_Matches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeFails"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lenderMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeFails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeFails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderMatchPage_Match"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderMatchPage_Value"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderCriterionValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"geographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LenderMatchPage_Match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LenderMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"fits"}},{"kind":"Field","name":{"kind":"Name","value":"nearMiss"}},{"kind":"Field","name":{"kind":"Name","value":"met"}},{"kind":"Field","name":{"kind":"Name","value":"relationState"}},{"kind":"Field","name":{"kind":"Name","value":"misses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criterion"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"gap"}},{"kind":"Field","name":{"kind":"Name","value":"want"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderMatchPage_Value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"have"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LenderMatchPage_Value"}}]}}]}}]}}]} as unknown as DocumentNode<LenderMatchPage_MatchesQuery, LenderMatchPage_MatchesQueryVariables>;
export const LenderMatchEmail_TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LenderMatchEmail_Templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}}]}}]}}]}}]} as unknown as DocumentNode<LenderMatchEmail_TemplatesQuery, LenderMatchEmail_TemplatesQueryVariables>;
export const LenderMatchEmail_StartOutreachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LenderMatchEmail_StartOutreach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartLenderOutreachInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startLenderOutreach"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"addedProviderIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LenderMatchEmail_StartOutreachMutation, LenderMatchEmail_StartOutreachMutationVariables>;
export const OutlookStatusButton_StatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutlookStatusButton_Status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlookStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutlookStatusButton_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_StatusQuery, OutlookStatusButton_StatusQueryVariables>;
export const OutlookStatusButton_ChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutlookStatusButton_Changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlookStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutlookStatusButton_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_ChangedSubscription, OutlookStatusButton_ChangedSubscriptionVariables>;
export const OutlookStatusButton_RefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutlookStatusButton_Refresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshOutlookStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutlookStatusButton_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_RefreshMutation, OutlookStatusButton_RefreshMutationVariables>;
export const EmailSignature_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailSignature_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_Fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<EmailSignature_SaveMutation, EmailSignature_SaveMutationVariables>;
export const ProjectsPrintPage_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsPrintPage_Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsListPage_Row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProjectsPrintPage_ProjectsQuery, ProjectsPrintPage_ProjectsQueryVariables>;
export const TasksPrintPage_TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TasksPrintPage_Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskOrder"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TasksPrintPage_TasksQuery, TasksPrintPage_TasksQueryVariables>;
export const ProjectFilesCard_FilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectFilesCard_Files"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFilesCard_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFilesCard_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ProjectFilesCard_FilesQuery, ProjectFilesCard_FilesQueryVariables>;
export const ProjectFilesCard_DeleteFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectFilesCard_DeleteFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProjectFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectFilesCard_DeleteFileMutation, ProjectFilesCard_DeleteFileMutationVariables>;
export const ProjectPage_ProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPage_Project"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectPage_Project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionSubTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"recentValuation"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"gdv"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersCard_Project"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectPage_ProjectQuery, ProjectPage_ProjectQueryVariables>;
export const ProjectPage_LookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPage_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectStatusTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionSubTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<ProjectPage_LookupsQuery, ProjectPage_LookupsQueryVariables>;
export const ProjectPage_UniversalOwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPage_UniversalOwners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"universalOwners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ProjectPage_UniversalOwnersQuery, ProjectPage_UniversalOwnersQueryVariables>;
export const ProjectPage_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectPage_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionSubTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"recentValuation"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"gdv"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersCard_Project"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectPage_CreateMutation, ProjectPage_CreateMutationVariables>;
export const ProjectPage_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectPage_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionSubTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"recentValuation"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"gdv"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersCard_Project"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectPage_UpdateMutation, ProjectPage_UpdateMutationVariables>;
export const ProjectPage_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_DeleteMutation, ProjectPage_DeleteMutationVariables>;
export const ProjectPage_AddMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_AddMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTeamMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_AddMemberMutation, ProjectPage_AddMemberMutationVariables>;
export const ProjectPage_CreateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_CreateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProjectNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_CreateNoteMutation, ProjectPage_CreateNoteMutationVariables>;
export const ProjectPage_UpdateNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_UpdateNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_UpdateNoteMutation, ProjectPage_UpdateNoteMutationVariables>;
export const ProjectPage_DeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectPage_DeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProjectNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_DeleteNoteMutation, ProjectPage_DeleteNoteMutationVariables>;
export const ProjectsListActions_DeletionSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsListActions_DeletionSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectDeletionSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taskCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}}]}}]}}]} as unknown as DocumentNode<ProjectsListActions_DeletionSummaryQuery, ProjectsListActions_DeletionSummaryQueryVariables>;
export const ProjectsListActions_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectsListActions_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteProjectsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectsListActions_DeleteMutation, ProjectsListActions_DeleteMutationVariables>;
export const ProjectsListPage_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsListPage_Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsListPage_Row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProjectsListPage_ProjectsQuery, ProjectsListPage_ProjectsQueryVariables>;
export const ProjectsListPage_StatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsListPage_Statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectStatusTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectsListPage_StatusesQuery, ProjectsListPage_StatusesQueryVariables>;
export const ProjectsListPage_GroupCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsListPage_GroupCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectGroupField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statusIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectGroupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"statusIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statusIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ProjectsListPage_GroupCountsQuery, ProjectsListPage_GroupCountsQueryVariables>;
export const ProvidersCard_StatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvidersCard_States"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerRelationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ProvidersCard_StatesQuery, ProvidersCard_StatesQueryVariables>;
export const ProvidersCard_AddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProvidersCard_Add"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddProjectProvidersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProjectProviders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersCard_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ProvidersCard_AddMutation, ProvidersCard_AddMutationVariables>;
export const ProvidersCard_SetStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProvidersCard_SetState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetProviderStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProviderState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProvidersCard_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProvidersCard_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastContacted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ProvidersCard_SetStateMutation, ProvidersCard_SetStateMutationVariables>;
export const ProvidersCard_UpdateNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProvidersCard_UpdateNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProviderNotesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProviderNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"notesCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notesUpdatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProvidersCard_UpdateNotesMutation, ProvidersCard_UpdateNotesMutationVariables>;
export const ArchivedSearches_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchivedSearches_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchivedSearches_Item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchivedSearches_Item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ArchivedSearches_ListQuery, ArchivedSearches_ListQueryVariables>;
export const ArchivedSearches_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchivedSearches_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSavedSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ArchivedSearches_DeleteMutation, ArchivedSearches_DeleteMutationVariables>;
export const SaveSearchForm_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearchForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchivedSearches_Item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchivedSearches_Item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SaveSearchForm_SaveMutation, SaveSearchForm_SaveMutationVariables>;
export const ShareSearch_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareSearch_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"profileTypes"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ADMIN"},{"kind":"EnumValue","value":"USER"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ASC"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<ShareSearch_PeopleQuery, ShareSearch_PeopleQueryVariables>;
export const ShareSearch_ShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareSearch_Share"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareSavedSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShareSearch_ShareMutation, ShareSearch_ShareMutationVariables>;
export const SearchPage_LookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerRelationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectStatusTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionSubTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchPage_LookupsQuery, SearchPage_LookupsQueryVariables>;
export const SearchPage_SavedSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage_SavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}}]}}]}}]} as unknown as DocumentNode<SearchPage_SavedSearchQuery, SearchPage_SavedSearchQueryVariables>;
export const SearchValue_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchValue_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<SearchValue_PeopleQuery, SearchValue_PeopleQueryVariables>;
export const SearchResults_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactsListPage_Row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SearchResults_PeopleQuery, SearchResults_PeopleQueryVariables>;
export const SearchResults_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults_Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectsListPage_Row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"projectTypes"},"name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capitalRequired"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"successFee"}},{"kind":"Field","name":{"kind":"Name","value":"termSheetFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cpSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SearchResults_ProjectsQuery, SearchResults_ProjectsQueryVariables>;
export const SearchResults_TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults_Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchResults_TaskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchResults_TaskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SearchResults_TasksQuery, SearchResults_TasksQueryVariables>;
export const BoardPage_BoardChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BoardPage_BoardChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Task"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedTaskId"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}},{"kind":"Field","name":{"kind":"Name","value":"board"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Board"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Board"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Task"}}]}}]}}]}}]} as unknown as DocumentNode<BoardPage_BoardChangedSubscription, BoardPage_BoardChangedSubscriptionVariables>;
export const BoardPage_BoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardPage_Board"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Board"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Board"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Board"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isUniversalOwner"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Task"}}]}}]}}]}}]} as unknown as DocumentNode<BoardPage_BoardQuery, BoardPage_BoardQueryVariables>;
export const BoardPage_PresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BoardPage_Presence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardPresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<BoardPage_PresenceSubscription, BoardPage_PresenceSubscriptionVariables>;
export const BoardPage_MoveTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardPage_MoveTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardPage_Task"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<BoardPage_MoveTaskMutation, BoardPage_MoveTaskMutationVariables>;
export const BoardPage_SetColumnsHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardPage_SetColumnsHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetColumnsHiddenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setColumnsHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BoardPage_SetColumnsHiddenMutation, BoardPage_SetColumnsHiddenMutationVariables>;
export const BoardPage_RenameColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoardPage_RenameColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BoardPage_RenameColumnMutation, BoardPage_RenameColumnMutationVariables>;
export const BoardPage_ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardPage_Projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BoardPage_ProjectsQuery, BoardPage_ProjectsQueryVariables>;
export const TaskPage_TaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskPage_Task"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_Task"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_Comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_TaskQuery, TaskPage_TaskQueryVariables>;
export const TaskPage_TeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskPage_Team"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_TeamQuery, TaskPage_TeamQueryVariables>;
export const TaskPage_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskPage_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_PeopleQuery, TaskPage_PeopleQueryVariables>;
export const TaskPage_FilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskPage_Files"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_FilesQuery, TaskPage_FilesQueryVariables>;
export const TaskPage_CreateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_CreateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_Task"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_CreateTaskMutation, TaskPage_CreateTaskMutationVariables>;
export const TaskPage_UpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_UpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_Task"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Task"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_UpdateTaskMutation, TaskPage_UpdateTaskMutationVariables>;
export const TaskPage_DeleteTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_DeleteTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_DeleteTaskMutation, TaskPage_DeleteTaskMutationVariables>;
export const TaskPage_SubmitTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_SubmitTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_SubmitTaskMutation, TaskPage_SubmitTaskMutationVariables>;
export const TaskPage_ApproveTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_ApproveTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_ApproveTaskMutation, TaskPage_ApproveTaskMutationVariables>;
export const TaskPage_RejectTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_RejectTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_RejectTaskMutation, TaskPage_RejectTaskMutationVariables>;
export const TaskPage_AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_Comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_AddCommentMutation, TaskPage_AddCommentMutationVariables>;
export const TaskPage_UpdateCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_UpdateComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskPage_Comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskPage_Comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<TaskPage_UpdateCommentMutation, TaskPage_UpdateCommentMutationVariables>;
export const TaskPage_DeleteCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_DeleteCommentMutation, TaskPage_DeleteCommentMutationVariables>;
export const TaskPage_DeleteTaskFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TaskPage_DeleteTaskFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTaskFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TaskPage_DeleteTaskFileMutation, TaskPage_DeleteTaskFileMutationVariables>;
export const CurrentUser_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<CurrentUser_MeQuery, CurrentUser_MeQueryVariables>;