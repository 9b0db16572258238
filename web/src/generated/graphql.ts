/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new contact. */
export type CreatePersonInput = {
  /** Its fields; first name, last name, user type, company and the first email are required. */
  person: PersonInput;
};

/** Invite status of a contact. REST numbers: NotSent=0, Pending=1, Accepted=2. */
export type InviteStatus =
  /** The contact has set a password and can sign in. */
  | 'ACCEPTED'
  /** Never invited. */
  | 'NOT_SENT'
  /** Invited; the invite has not been accepted yet. */
  | 'PENDING';

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

/** Column preferences of one table. */
export type SaveTableColumnPrefsInput = {
  /** The columns: type, label, active, order, sortOrder, sortDirection, group, hidden, search. */
  columns: unknown;
  /** The table type, for example `people`. */
  tableType: string;
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

/** The changed fields of a contact. */
export type UpdatePersonInput = {
  /** Only the fields that changed. */
  changes: PersonInput;
  /** The contact. */
  id: string | number;
};

/** An email signature. */
export type UpdateSignatureInput = {
  /** The signature as HTML; null or empty clears it. */
  signature?: string | null | undefined;
};

export type UserMenu_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserMenu_SignOutMutation = { signOut: { __typename: 'SignOutPayload', success: boolean } };

export type DataTable_SaveTableColumnPrefsMutationVariables = Exact<{
  input: SaveTableColumnPrefsInput;
}>;


export type DataTable_SaveTableColumnPrefsMutation = { saveTableColumnPrefs: { __typename: 'SaveTableColumnPrefsPayload', user: { __typename: 'CurrentUser', id: string, tableColumnPrefs: unknown } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type LoginPage_SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type LoginPage_SignInMutation = { signIn: { __typename: 'SignInPayload', user: { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type PasswordResetRequestPage_RequestMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type PasswordResetRequestPage_RequestMutation = { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type PasswordSetPage_ResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type PasswordSetPage_ResetMutation = { resetPassword: { __typename: 'ResetPasswordPayload', success: boolean, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type ContactDetailPage_PersonQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactDetailPage_PersonQuery = { person: { __typename: 'Person', id: string, fullName: string, firstName: string, middleName: string | null, lastName: string, suffix: string | null, profileType: ProfileType, jobTitle: string | null, company: string, department: string | null, website: string | null, previousCompany: string | null, rating: number, bio: string | null, spouse: string | null, birthday: string | null, nickname: string | null, tags: Array<string>, street: string | null, city: string | null, postcode: string | null, country: string | null, homeStreet: string | null, homeCity: string | null, homePostcode: string | null, homeCountry: string | null, inviteStatus: InviteStatus, isCapitalProvider: boolean, isMsAuthorized: boolean, createdAt: string, updatedAt: string, title: { __typename: 'Title', id: string, name: string } | null, categories: Array<{ __typename: 'Category', id: string, name: string }>, subcategories: Array<{ __typename: 'Subcategory', id: string, name: string }>, useClasses: Array<{ __typename: 'UseClass', id: string, name: string }>, locations: Array<{ __typename: 'Location', id: string, name: string }>, clientClass: { __typename: 'ClientClass', id: string, name: string } | null, legalStatus: { __typename: 'LegalStatus', id: string, name: string } | null, emails: Array<{ __typename: 'PersonEmail', email: string, label: string }>, phones: Array<{ __typename: 'PersonPhone', number: string, label: string }>, capitalProvider: { __typename: 'CapitalProvider', id: string, maxLtv: number, maxLtgdv: number, maxLtc: number, minIrr: number, minRoe: number, minTerm: number, maxTerm: number, minSize: number, maxSize: number, isSharia: boolean, isDevelopment: boolean, isLand: boolean, isPrs: boolean, isDebt: boolean, isEquity: boolean, description: string | null, cpSubcategoryTypes: Array<{ __typename: 'CpSubcategory', id: string, name: string }>, investmentClasses: Array<{ __typename: 'InvestmentClass', id: string, name: string }>, investingGeographies: Array<{ __typename: 'InvestingGeography', id: string, name: string }> } | null, notes: Array<{ __typename: 'Note', id: string, text: string, createdAt: string, creator: { __typename: 'PersonRef', id: string, fullName: string } | null }> } | null };

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


export type EmailSignature_SaveMutation = { updateSignature: { __typename: 'UpdateSignaturePayload', user: { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown } | null, userErrors: Array<{ __typename: 'UserError', field: string | null, message: string }> } };

export type CurrentUser_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUser_MeQuery = { me: { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown } | null };

export type CurrentUser_FieldsFragment = { __typename: 'CurrentUser', id: string, fullName: string, firstName: string, lastName: string, email: string | null, profileType: ProfileType, isAdmin: boolean, hasFullAccess: boolean, signature: string | null, isMsAuthorized: boolean, tableColumnPrefs: unknown, sortingPrefs: unknown };

export const NotesCard_NoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesCard_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<NotesCard_NoteFragment, unknown>;
export const ContactsListPage_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactsListPage_RowFragment, unknown>;
export const CapitalProviderCard_CapitalProviderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<CapitalProviderCard_CapitalProviderFragment, unknown>;
export const ContactForm_SavedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactForm_Saved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"legalStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"homeStreet"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"}},{"kind":"Field","name":{"kind":"Name","value":"homePostcode"}},{"kind":"Field","name":{"kind":"Name","value":"homeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ContactForm_SavedFragment, unknown>;
export const OutlookStatusButton_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_FieldsFragment, unknown>;
export const CurrentUser_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<CurrentUser_FieldsFragment, unknown>;
export const UserMenu_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserMenu_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<UserMenu_SignOutMutation, UserMenu_SignOutMutationVariables>;
export const DataTable_SaveTableColumnPrefsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataTable_SaveTableColumnPrefs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTableColumnPrefsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTableColumnPrefs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DataTable_SaveTableColumnPrefsMutation, DataTable_SaveTableColumnPrefsMutationVariables>;
export const LoginPage_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPage_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_Fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<LoginPage_SignInMutation, LoginPage_SignInMutationVariables>;
export const PasswordResetRequestPage_RequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordResetRequestPage_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordResetRequestPage_RequestMutation, PasswordResetRequestPage_RequestMutationVariables>;
export const PasswordSetPage_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordSetPage_Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordSetPage_ResetMutation, PasswordSetPage_ResetMutationVariables>;
export const ContactDetailPage_PersonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactDetailPage_Person"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"legalStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"homeStreet"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"}},{"kind":"Field","name":{"kind":"Name","value":"homePostcode"}},{"kind":"Field","name":{"kind":"Name","value":"homeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotesCard_Note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotesCard_Note"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Note"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<ContactDetailPage_PersonQuery, ContactDetailPage_PersonQueryVariables>;
export const ContactsListPage_PeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsListPage_People"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonOrder"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"people"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactsListPage_Row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactsListPage_Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactsListPage_PeopleQuery, ContactsListPage_PeopleQueryVariables>;
export const ContactsListPage_GroupCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactsListPage_GroupCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonGroupField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personGroupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ContactsListPage_GroupCountsQuery, ContactsListPage_GroupCountsQueryVariables>;
export const ContactForm_LookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactForm_Lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClassTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<ContactForm_LookupsQuery, ContactForm_LookupsQueryVariables>;
export const ContactForm_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactForm_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictingPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactForm_CreateMutation, ContactForm_CreateMutationVariables>;
export const ContactForm_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactForm_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePersonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactForm_Saved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflictingPerson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactForm_Saved"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Person"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"title"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientClass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"previousCompany"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"legalStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"spouse"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"emails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"homeStreet"}},{"kind":"Field","name":{"kind":"Name","value":"homeCity"}},{"kind":"Field","name":{"kind":"Name","value":"homePostcode"}},{"kind":"Field","name":{"kind":"Name","value":"homeCountry"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isCapitalProvider"}},{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ContactForm_UpdateMutation, ContactForm_UpdateMutationVariables>;
export const ContactActions_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactActions_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactActions_DeleteMutation, ContactActions_DeleteMutationVariables>;
export const ContactActions_InviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactActions_Invite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitePerson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"profileType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileType"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactActions_InviteMutation, ContactActions_InviteMutationVariables>;
export const ContactActions_RevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactActions_Revoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContactActions_RevokeMutation, ContactActions_RevokeMutationVariables>;
export const CapitalProviderForm_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CapitalProviderForm_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCapitalProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCapitalProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capitalProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapitalProviderCard_CapitalProvider"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapitalProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cpSubcategoryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investmentClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"investingGeographies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxLtv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtgdv"}},{"kind":"Field","name":{"kind":"Name","value":"maxLtc"}},{"kind":"Field","name":{"kind":"Name","value":"minIrr"}},{"kind":"Field","name":{"kind":"Name","value":"minRoe"}},{"kind":"Field","name":{"kind":"Name","value":"minTerm"}},{"kind":"Field","name":{"kind":"Name","value":"maxTerm"}},{"kind":"Field","name":{"kind":"Name","value":"minSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"isSharia"}},{"kind":"Field","name":{"kind":"Name","value":"isDevelopment"}},{"kind":"Field","name":{"kind":"Name","value":"isLand"}},{"kind":"Field","name":{"kind":"Name","value":"isPrs"}},{"kind":"Field","name":{"kind":"Name","value":"isDebt"}},{"kind":"Field","name":{"kind":"Name","value":"isEquity"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<CapitalProviderForm_SaveMutation, CapitalProviderForm_SaveMutationVariables>;
export const OutlookStatusButton_StatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutlookStatusButton_Status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlookStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutlookStatusButton_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_StatusQuery, OutlookStatusButton_StatusQueryVariables>;
export const OutlookStatusButton_ChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutlookStatusButton_Changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outlookStatusChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutlookStatusButton_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_ChangedSubscription, OutlookStatusButton_ChangedSubscriptionVariables>;
export const OutlookStatusButton_RefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutlookStatusButton_Refresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshOutlookStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutlookStatusButton_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutlookStatusButton_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutlookStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"hasOutlookSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsAreActive"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionsAreActive"}}]}}]} as unknown as DocumentNode<OutlookStatusButton_RefreshMutation, OutlookStatusButton_RefreshMutationVariables>;
export const EmailSignature_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailSignature_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_Fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<EmailSignature_SaveMutation, EmailSignature_SaveMutationVariables>;
export const CurrentUser_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser_Fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser_Fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileType"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"hasFullAccess"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"isMsAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"tableColumnPrefs"}},{"kind":"Field","name":{"kind":"Name","value":"sortingPrefs"}}]}}]} as unknown as DocumentNode<CurrentUser_MeQuery, CurrentUser_MeQueryVariables>;