import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables in ../migrations. Timestamps come back as Date, dates as 'YYYY-MM-DD' strings
// (see open-database.ts), numerics as strings.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export type LookupTable = {
  kind: string;
  id: number;
  name: string;
  position: Generated<number>;
  is_cp: boolean | null;
  category_id: number | null;
  is_debt: boolean | null;
  is_equity: boolean | null;
};

export type PersonCountTable = { is_deleted: boolean; count: number };

export type TagTable = { id: Generated<number>; name: string };

export type PersonTable = {
  id: Generated<number>;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: ColumnType<string, never, never>;
  title: number | null;
  suffix: string | null;
  profile_type: number;
  client_class: number | null;
  job_title: string | null;
  company: string;
  department: string | null;
  website: string | null;
  previous_company: string | null;
  rating: number | null;
  legal_status: number | null;
  bio: string | null;
  spouse: string | null;
  birthday: string | null;
  nickname: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  home_street: string | null;
  home_city: string | null;
  home_postcode: string | null;
  home_country: string | null;
  invite_status: Generated<number>;
  password_hash: string | null;
  signature: string | null;
  table_column_prefs: Json;
  sorting_prefs: Json;
  is_universal_owner: Generated<boolean>;
  is_deleted: Generated<boolean>;
  deleted_at: Timestamp | null;
  deleted_by: number | null;
  merged_at: Timestamp | null;
  merged_by: number | null;
  reactivated_at: Timestamp | null;
  reactivated_by: number | null;
  created_at: Generated<Date>;
  created_by: number | null;
  updated_at: Generated<Date>;
  updated_by: number | null;
  search_text: Generated<string>;
};

export type PersonEmailTable = { person_id: number; position: number; email: string; label: string };
export type PersonPhoneTable = { person_id: number; position: number; number: string; label: string };
export type PersonLookupTable = { person_id: number; kind: string; lookup_id: number };
export type PersonTagTable = { person_id: number; tag_id: number };

export type CapitalProviderTable = {
  id: Generated<number>;
  person_id: number;
  currency: Generated<string>;
  max_ltv: ColumnType<string, number | undefined, number>;
  max_ltgdv: ColumnType<string, number | undefined, number>;
  max_ltc: ColumnType<string, number | undefined, number>;
  min_irr: ColumnType<string, number | undefined, number>;
  min_roe: ColumnType<string, number | undefined, number>;
  min_term: ColumnType<string, number | undefined, number>;
  max_term: ColumnType<string, number | undefined, number>;
  min_size: ColumnType<string, number | undefined, number>;
  max_size: ColumnType<string, number | undefined, number>;
  is_sharia: Generated<boolean>;
  is_development: Generated<boolean>;
  is_land: Generated<boolean>;
  is_prs: Generated<boolean>;
  is_debt: Generated<boolean>;
  is_equity: Generated<boolean>;
  description: Generated<string>;
};

export type CapitalProviderLookupTable = { capital_provider_id: number; kind: string; lookup_id: number };

export type NoteTable = {
  id: Generated<number>;
  person_id: number;
  text: string;
  creator_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type AuthTokenTable = {
  key_hash: string;
  person_id: number;
  created_at: Generated<Date>;
  revoked_at: Timestamp | null;
};

export type PasswordTokenTable = {
  id: Generated<number>;
  person_id: number;
  kind: 'reset' | 'invite';
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type OutlookCredentialTable = {
  person_id: number;
  credentials_active: boolean;
  has_subscription: boolean;
  subscription_active: boolean;
  updated_at: Generated<Date>;
};

export type MailOutboxTable = {
  id: Generated<number>;
  to_email: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
};

export type Database = {
  lookup: LookupTable;
  tag: TagTable;
  person: PersonTable;
  person_count: PersonCountTable;
  person_email: PersonEmailTable;
  person_phone: PersonPhoneTable;
  person_lookup: PersonLookupTable;
  person_tag: PersonTagTable;
  capital_provider: CapitalProviderTable;
  capital_provider_lookup: CapitalProviderLookupTable;
  note: NoteTable;
  auth_token: AuthTokenTable;
  password_token: PasswordTokenTable;
  outlook_credential: OutlookCredentialTable;
  mail_outbox: MailOutboxTable;
  migration: { name: string; applied_at: Generated<Date> };
};
