import { parse } from 'csv-parse';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Readable } from 'node:stream';
import type { Static } from 'typebox';
import { emailLabels as contactEmailLabels, phoneLabels as contactPhoneLabels } from '@ft8/contract/contact-edit';
import { bulkTextFields, type UpdateMultipleBody } from '@ft8/contract/contact-list-actions';
import type { Database } from '../../db/schema.js';
import { insertContacts } from '../../seed/bulk-insert.js';
import type { SeedContact } from '../../seed/generate-contacts.js';
import { emailPattern, invalidEmail, maxTagLength, normaliseTags } from './person-write.js';

/** The list actions of the contacts list: delete selected, export, CSV import, bulk edit. */

const emailLabels: readonly string[] = contactEmailLabels;
const phoneLabels: readonly string[] = contactPhoneLabels;
const required = 'This field is required.';
const importBatch = 1000;

const idArray = (ids: number[]) => sql<number>`any(${ids}::int[])`;

/** The admins (profile type 1) among these ids. */
export async function adminsAmong(db: Kysely<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('person')
    .select('id')
    .where('id', '=', idArray(ids))
    .where('profile_type', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

export async function existingIds(db: Kysely<Database>, ids: number[]) {
  const rows = await db.selectFrom('person').select('id').where('id', '=', idArray(ids)).execute();
  return new Set(rows.map((row) => row.id));
}

/** `DELETE people/multiple/`: soft-deletes (they go to Deleted Contacts), one statement in one transaction. */
export async function deletePeople(db: Kysely<Database>, ids: number[], by: number) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('person')
      .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: by, updated_at: sql`now()`, updated_by: by })
      .where('id', '=', idArray(ids))
      .where('is_deleted', '=', false)
      .returning('id')
      .execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
}

// ---------------------------------------------------------------- export

export const exportColumns = [
  'id',
  'first_name',
  'middle_name',
  'last_name',
  'company',
  'job_title',
  'department',
  'profile_type',
  'emails',
  'phones',
  'categories',
  'subcategories',
  'tags',
  'rating',
  'website',
  'street',
  'city',
  'postcode',
  'country',
  'created_at',
] as const;

const profileTypeNames: Record<number, string> = { 1: 'Admin', 2: 'User', 3: 'Client', 4: 'Guest' };

/** The export file name of spec part 2 section 9: ft8-contacts plus the date YYYYMMDD and .csv. */
export const exportFileName = (now = new Date()) =>
  `ft8-contacts${now.toISOString().slice(0, 10).replace(/-/g, '')}.csv`;

/**
 * The export's rows, a batch of 1,000 ids at a time (keyset on id), so that exporting every contact never holds
 * them all in memory. Lookups are written by name.
 */
export async function* exportRows(db: Kysely<Database>, people: number[] | 'all') {
  const lookupNames = new Map<string, string>();
  for (const row of await db
    .selectFrom('lookup')
    .select(['kind', 'id', 'name'])
    .where('kind', 'in', ['categories', 'subcategories'])
    .execute()) {
    lookupNames.set(`${row.kind}:${row.id}`, row.name);
  }
  yield [...exportColumns];
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom('person as p')
      .select([
        'p.id',
        'p.first_name',
        'p.middle_name',
        'p.last_name',
        'p.company',
        'p.job_title',
        'p.department',
        'p.profile_type',
        'p.rating',
        'p.website',
        'p.street',
        'p.city',
        'p.postcode',
        'p.country',
        'p.created_at',
      ])
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(importBatch);
    query = people === 'all' ? query.where('p.is_deleted', '=', false) : query.where('p.id', '=', idArray(people));
    const rows = await query.execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const [emails, phones, links, tags] = await Promise.all([
      db
        .selectFrom('person_email')
        .select(['person_id', 'email'])
        .where('person_id', '=', idArray(ids))
        .orderBy('person_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('person_phone')
        .select(['person_id', 'number'])
        .where('person_id', '=', idArray(ids))
        .orderBy('person_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('person_lookup')
        .select(['person_id', 'kind', 'lookup_id'])
        .where('person_id', '=', idArray(ids))
        .where('kind', 'in', ['categories', 'subcategories'])
        .orderBy('person_id')
        .orderBy('lookup_id')
        .execute(),
      db
        .selectFrom('person_tag as pt')
        .innerJoin('tag as t', 't.id', 'pt.tag_id')
        .select(['pt.person_id', 't.name'])
        .where('pt.person_id', '=', idArray(ids))
        .orderBy('pt.person_id')
        .orderBy('t.name')
        .execute(),
    ]);
    const joined = (items: { person_id: number }[], value: (item: never) => string) => {
      const map = new Map<number, string[]>();
      for (const item of items) map.set(item.person_id, [...(map.get(item.person_id) ?? []), value(item as never)]);
      return map;
    };
    const emailsOf = joined(emails, (item: { email: string }) => item.email);
    const phonesOf = joined(phones, (item: { number: string }) => item.number);
    const categoriesOf = joined(
      links.filter((link) => link.kind === 'categories'),
      (item: { kind: string; lookup_id: number }) =>
        lookupNames.get(`${item.kind}:${item.lookup_id}`) ?? String(item.lookup_id),
    );
    const subcategoriesOf = joined(
      links.filter((link) => link.kind === 'subcategories'),
      (item: { kind: string; lookup_id: number }) =>
        lookupNames.get(`${item.kind}:${item.lookup_id}`) ?? String(item.lookup_id),
    );
    const tagsOf = joined(tags, (item: { name: string }) => item.name);
    for (const row of rows) {
      yield [
        row.id,
        row.first_name,
        row.middle_name,
        row.last_name,
        row.company,
        row.job_title,
        row.department,
        profileTypeNames[row.profile_type] ?? row.profile_type,
        (emailsOf.get(row.id) ?? []).join('; '),
        (phonesOf.get(row.id) ?? []).join('; '),
        (categoriesOf.get(row.id) ?? []).join('; '),
        (subcategoriesOf.get(row.id) ?? []).join('; '),
        (tagsOf.get(row.id) ?? []).join('; '),
        row.rating,
        row.website,
        row.street,
        row.city,
        row.postcode,
        row.country,
        new Date(row.created_at).toISOString(),
      ];
    }
    after = ids[ids.length - 1]!;
  }
}

// ---------------------------------------------------------------- import

type ImportField =
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'company'
  | 'job_title'
  | 'department'
  | 'website'
  | 'previous_company'
  | 'nickname'
  | 'suffix'
  | 'street'
  | 'city'
  | 'postcode'
  | 'country'
  | 'home_street'
  | 'home_city'
  | 'home_postcode'
  | 'home_country'
  | 'bio'
  | 'profile_type'
  | 'tags'
  | 'rating'
  | `email:${string}`
  | `phone:${string}`;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Header names (normalised) to fields: the field names themselves, and the names people write in spreadsheets. */
const headerAliases: Record<string, ImportField> = {
  firstname: 'first_name',
  forename: 'first_name',
  givenname: 'first_name',
  middlename: 'middle_name',
  lastname: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  company: 'company',
  companyname: 'company',
  organisation: 'company',
  organization: 'company',
  jobtitle: 'job_title',
  position: 'job_title',
  role: 'job_title',
  department: 'department',
  website: 'website',
  web: 'website',
  previouscompany: 'previous_company',
  nickname: 'nickname',
  suffix: 'suffix',
  street: 'street',
  address: 'street',
  city: 'city',
  town: 'city',
  postcode: 'postcode',
  zip: 'postcode',
  postalcode: 'postcode',
  country: 'country',
  homestreet: 'home_street',
  homecity: 'home_city',
  homepostcode: 'home_postcode',
  homecountry: 'home_country',
  bio: 'bio',
  usertype: 'profile_type',
  profiletype: 'profile_type',
  type: 'profile_type',
  tags: 'tags',
  tag: 'tags',
  rating: 'rating',
  email: 'email:Work',
  emailaddress: 'email:Work',
  workemail: 'email:Work',
  email1: 'email:Work',
  homeemail: 'email:Home',
  email2: 'email:Home',
  otheremail: 'email:Other',
  email3: 'email:Other',
  otheremail2: 'email:Other 2',
  email4: 'email:Other 2',
  phone: 'phone:Mobile',
  mobile: 'phone:Mobile',
  mobilephone: 'phone:Mobile',
  phonenumber: 'phone:Mobile',
  workphone: 'phone:Work',
  workphone2: 'phone:Work 2',
  homephone: 'phone:Home',
  homephone2: 'phone:Home 2',
  fax: 'phone:Fax',
  businessfax: 'phone:Fax',
  otherphone: 'phone:Other',
};

export const mapHeaders = (headers: string[]) => headers.map((header) => headerAliases[normalise(header)]);

const profileTypeByName: Record<string, number> = {
  admin: 1,
  user: 2,
  client: 3,
  guest: 4,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
};

type LineResult = { ok: true; contact: SeedContact; emails: string[] } | { ok: false; reason: string };

/** One line against the rules of create (spec section 5); the imported contact, or why not. */
export function validateLine(
  record: string[],
  fields: (ImportField | undefined)[],
  importerIsAdmin: boolean,
): LineResult {
  const values: Partial<Record<string, string>> = {};
  const emails: { email: string; label: string }[] = [];
  const phones: { number: string; label: string }[] = [];
  const errors: string[] = [];
  fields.forEach((field, index) => {
    const value = (record[index] ?? '').trim();
    if (!field || value === '') return;
    if (field.startsWith('email:')) emails.push({ email: value.toLowerCase(), label: field.slice(6) });
    else if (field.startsWith('phone:')) phones.push({ number: value.slice(0, 50), label: field.slice(6) });
    else values[field] = value;
  });
  for (const field of ['first_name', 'last_name', 'company'] as const)
    if (!values[field]) errors.push(`${field}: ${required}`);
  let profileType = 2;
  if (values.profile_type !== undefined) {
    const found = profileTypeByName[values.profile_type.toLowerCase()];
    if (!found) errors.push(`profile_type: "${values.profile_type}" is not a valid choice.`);
    else if (found === 1 && !importerIsAdmin) errors.push('profile_type: Only admins can choose the Admin user type.');
    else profileType = found;
  }
  emails.sort((a, b) => emailLabels.indexOf(a.label) - emailLabels.indexOf(b.label));
  phones.sort((a, b) => phoneLabels.indexOf(a.label) - phoneLabels.indexOf(b.label));
  if (emails.length === 0) errors.push(`emails: ${required}`);
  for (const { email } of emails)
    if (!emailPattern.test(email) || email.length > 254) errors.push(`emails: ${invalidEmail}`);
  let rating: number | null = null;
  if (values.rating !== undefined) {
    rating = Number(values.rating);
    if (!Number.isInteger(rating) || rating < 0 || rating > 3)
      errors.push('rating: Ensure this value is between 0 and 3.');
  }
  for (const [field, value] of Object.entries(values))
    if (value && value.length > 1000) errors.push(`${field}: Ensure this field has no more than 1000 characters.`);
  const tags = normaliseTags((values.tags ?? '').split(/[;,]/));
  if (tags.some((tag) => tag.length > maxTagLength))
    errors.push(`tags: Ensure each tag has no more than ${maxTagLength} characters.`);
  if (errors.length) return { ok: false, reason: [...new Set(errors)].join('; ') };
  const text = (field: string) => values[field] ?? null;
  return {
    ok: true,
    emails: emails.map((email) => email.email),
    contact: {
      person: {
        first_name: values.first_name!,
        middle_name: text('middle_name'),
        last_name: values.last_name!,
        company: values.company!,
        job_title: text('job_title'),
        department: text('department'),
        website: text('website'),
        previous_company: text('previous_company'),
        nickname: text('nickname'),
        suffix: text('suffix'),
        street: text('street'),
        city: text('city'),
        postcode: text('postcode'),
        country: text('country'),
        home_street: text('home_street'),
        home_city: text('home_city'),
        home_postcode: text('home_postcode'),
        home_country: text('home_country'),
        bio: text('bio'),
        profile_type: profileType,
        rating,
      },
      emails,
      phones,
      links: [],
      tags,
      notes: [],
    },
  };
}

export type ImportOutcome = {
  created: { id: number; full_name: string }[];
  duplicate: number;
  failed_lines: { line: number; reason: string }[];
};

/**
 * `POST people/importCsv/`: parses the upload as it streams in (csv-parse), validates each line, and writes every
 * 1,000 good lines in one transaction (set-based inserts). A line with an email that already belongs to a contact
 * (or to an earlier line of the file) goes to the imported duplicates instead.
 */
export async function importCsv(
  db: Kysely<Database>,
  input: Readable,
  by: { id: number; isAdmin: boolean },
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: [], duplicate: 0, failed_lines: [] };
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: false, info: true }),
  );
  let fields: (ImportField | undefined)[] | null = null;
  let pending: { line: number; contact: SeedContact; emails: string[] }[] = [];
  const seenInFile = new Map<string, number | 'pending'>();

  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const emails = [...new Set(batch.flatMap((item) => item.emails))];
    const owners = await db
      .selectFrom('person_email')
      .select(['email', 'person_id'])
      .where('email', '=', sql<string>`any(${emails}::citext[])`)
      .execute();
    const ownerOf = new Map(owners.map((row) => [String(row.email).toLowerCase(), row.person_id]));
    const fresh: typeof batch = [];
    const duplicates: { duplicate_of: number; details: unknown }[] = [];
    const inBatch = new Map<string, number>();
    for (const item of batch) {
      const owner = item.emails
        .map((email) => ownerOf.get(email) ?? seenInFile.get(email))
        .find((found) => typeof found === 'number');
      const sameBatch = item.emails.map((email) => inBatch.get(email)).find((index) => index !== undefined);
      if (owner !== undefined) duplicates.push({ duplicate_of: owner, details: requestOf(item.contact) });
      else if (sameBatch !== undefined)
        duplicates.push({ duplicate_of: -1 - sameBatch, details: requestOf(item.contact) });
      else {
        for (const email of item.emails) inBatch.set(email, fresh.length);
        fresh.push(item);
      }
    }
    const ids = await insertContacts(
      db,
      fresh.map((item) => item.contact),
      [],
    );
    fresh.forEach((item, index) => {
      outcome.created.push({
        id: ids[index]!,
        full_name: `${item.contact.person.first_name} ${item.contact.person.last_name}`,
      });
      for (const email of item.emails) seenInFile.set(email, ids[index]!);
    });
    // Duplicates of a line of the same batch point at the contact that line became.
    const rows = duplicates.map((row) => ({
      ...row,
      duplicate_of: row.duplicate_of < 0 ? ids[-1 - row.duplicate_of]! : row.duplicate_of,
    }));
    if (rows.length) {
      await sql`INSERT INTO imported_duplicate (duplicate_of, details, created_by)
        SELECT * FROM unnest(${rows.map((row) => row.duplicate_of)}::int[], ${rows.map((row) => JSON.stringify(row.details))}::jsonb[], ${rows.map(() => by.id)}::int[])`.execute(
        db,
      );
    }
    outcome.duplicate += rows.length;
  };

  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!fields) {
      fields = mapHeaders(record);
      const mapped = new Set(fields);
      const missing = ['first_name', 'last_name', 'company'].filter((field) => !mapped.has(field as ImportField));
      if (missing.length || !fields.some((field) => field?.startsWith('email:'))) {
        throw new ImportHeaderError(
          `The CSV header must name the columns ${[...missing, ...(fields.some((field) => field?.startsWith('email:')) ? [] : ['email'])].join(', ')}.`,
        );
      }
      continue;
    }
    const result = validateLine(record, fields, by.isAdmin);
    if (!result.ok) outcome.failed_lines.push({ line: info.lines, reason: result.reason });
    else pending.push({ line: info.lines, contact: result.contact, emails: result.emails });
    if (pending.length >= importBatch) await flush();
  }
  if (!fields) throw new ImportHeaderError('The CSV file is empty.');
  await flush();
  return outcome;
}

export class ImportHeaderError extends Error {}

const requestOf = (contact: SeedContact) => ({
  ...Object.fromEntries(Object.entries(contact.person).filter(([, value]) => value !== null && value !== undefined)),
  emails: contact.emails,
  phones: contact.phones,
  tags: contact.tags,
});

// ---------------------------------------------------------------- bulk edit

type BulkBody = Static<typeof UpdateMultipleBody>;
const linkKinds = {
  categories: 'categories',
  subcategories: 'subcategories',
  use_classes: 'use_class_types',
  locations: 'location_types',
} as const;
const cpNumbers = [
  'max_ltv',
  'max_ltgdv',
  'max_ltc',
  'min_irr',
  'min_roe',
  'min_term',
  'max_term',
  'min_size',
  'max_size',
] as const;
const cpFlags = ['is_sharia', 'is_development', 'is_land', 'is_prs', 'is_debt', 'is_equity'] as const;
const cpLists = ['cp_subcategories', 'investment_class_types', 'investing_geography_types'] as const;

const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? value : typeof value === 'number' ? value : Number(value.trim());
/** A lookup sent as -1 is empty. */
const lookupValue = (value: number | string | null | undefined) => {
  const number = toNumber(value);
  return number === -1 ? null : number;
};
const lookupList = (ids: number[]) =>
  ids.length === 1 && ids[0] === -1 ? [] : [...new Set(ids.filter((id) => id !== -1))];

/** Validates what the rules of create would refuse; field errors, or null. */
export function bulkErrors(body: BulkBody, editorIsAdmin: boolean): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const field of ['company'] as const)
    if (body[field] !== undefined && !body[field]?.trim()) add(field, 'This field may not be blank.');
  if (body.profile_type !== undefined && Number(body.profile_type) === 1 && !editorIsAdmin)
    add('profile_type', 'Only admins can choose the Admin user type.');
  for (const email of body.emails ?? []) {
    if (!emailPattern.test(email.email.trim().toLowerCase())) add('emails', invalidEmail);
    if (!emailLabels.includes(email.label)) add('emails', `"${email.label}" is not a valid label.`);
  }
  for (const phone of body.phones ?? [])
    if (!phoneLabels.includes(phone.label)) add('phones', `"${phone.label}" is not a valid label.`);
  const emails = (body.emails ?? []).filter((email) => email.label === 'Work' || email.label === 'Home');
  if (new Set(emails.map((email) => email.label)).size !== emails.length)
    add('emails', 'Only one email address for work and home may be used.');
  if (body.cp_data) {
    for (const field of cpNumbers) {
      const value = toNumber(body.cp_data[field]);
      if (value !== undefined && value !== null && (!Number.isFinite(value) || value < 0))
        add(`cp_data.${field}`, 'A valid number is required.');
    }
    if (body.cp_data.is_debt === false && body.cp_data.is_equity === false)
      add('cp_data.is_debt', 'At least one of debt or equity must be selected.');
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * `PATCH people/update_multiple/`: every change to every contact in one transaction, set-based (one statement per
 * field kind, whatever the number of contacts).
 */
export async function updatePeople(db: Kysely<Database>, ids: number[], body: BulkBody, by: number) {
  const adding = new Set(body.add ?? []);
  await db.transaction().execute(async (trx) => {
    const where = idArray(ids);
    const set: Record<string, unknown> = {};
    const fillOnly: Record<string, unknown> = {};
    for (const field of bulkTextFields) {
      const value = body[field];
      if (value === undefined) continue;
      const cleaned = value === null || value.trim() === '' ? null : value.trim();
      if (adding.has(field)) {
        if (cleaned !== null) fillOnly[field] = cleaned;
      } else set[field] = cleaned;
    }
    for (const field of ['title', 'client_class', 'legal_status'] as const) {
      if (body[field] === undefined) continue;
      const value = lookupValue(body[field]);
      if (adding.has(field)) {
        if (value !== null) fillOnly[field] = value;
      } else set[field] = value;
    }
    if (body.profile_type !== undefined) set.profile_type = Number(body.profile_type);
    if (body.rating !== undefined) {
      const value = body.rating === null ? null : Number(body.rating);
      if (adding.has('rating')) {
        if (value !== null) fillOnly.rating = value;
      } else set.rating = value;
    }
    if (body.is_deleted === false)
      Object.assign(set, {
        is_deleted: false,
        deleted_at: null,
        deleted_by: null,
        reactivated_at: sql`now()`,
        reactivated_by: by,
      });
    if (body.is_deleted === true) Object.assign(set, { is_deleted: true, deleted_at: sql`now()`, deleted_by: by });
    await trx
      .updateTable('person')
      .set({ ...set, updated_at: sql`now()`, updated_by: by })
      .where('id', '=', where)
      .execute();
    for (const [field, value] of Object.entries(fillOnly)) {
      await trx
        .updateTable('person')
        .set({ [field]: value })
        .where('id', '=', where)
        .where(sql.ref(field), 'is', null)
        .execute();
    }
    for (const [field, kind] of Object.entries(linkKinds) as [keyof typeof linkKinds, string][]) {
      const list = body[field];
      if (list === undefined) continue;
      const lookups = lookupList(list);
      if (!adding.has(field))
        await trx.deleteFrom('person_lookup').where('person_id', '=', where).where('kind', '=', kind).execute();
      if (lookups.length) {
        await sql`INSERT INTO person_lookup (person_id, kind, lookup_id)
          SELECT p, ${kind}, l FROM unnest(${ids}::int[]) p CROSS JOIN unnest(${lookups}::int[]) l ON CONFLICT DO NOTHING`.execute(
          trx,
        );
      }
    }
    if (body.tags !== undefined) {
      const names = normaliseTags(body.tags);
      if (!adding.has('tags')) await trx.deleteFrom('person_tag').where('person_id', '=', where).execute();
      if (names.length) {
        await trx
          .insertInto('tag')
          .values(names.map((name) => ({ name })))
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        await sql`INSERT INTO person_tag (person_id, tag_id)
          SELECT p, t.id FROM unnest(${ids}::int[]) p CROSS JOIN tag t WHERE t.name = any(${names}::text[]) ON CONFLICT DO NOTHING`.execute(
          trx,
        );
      }
    }
    if (body.emails !== undefined)
      await replaceOrAppend(
        trx,
        'person_email',
        ids,
        body.emails.map((e) => ({ value: e.email.trim().toLowerCase(), label: e.label })),
        adding.has('emails'),
      );
    if (body.phones !== undefined)
      await replaceOrAppend(
        trx,
        'person_phone',
        ids,
        body.phones.map((p) => ({ value: p.number.trim(), label: p.label })).filter((p) => p.value),
        adding.has('phones'),
      );
    if (body.cp_data) await updateCapitalProviders(trx, ids, body.cp_data, adding);
  });
}

/** Emails or phones: overwrite replaces the list; add appends the ones a contact lacks, after its own. */
async function replaceOrAppend(
  trx: Transaction<Database>,
  table: 'person_email' | 'person_phone',
  ids: number[],
  items: { value: string; label: string }[],
  add: boolean,
) {
  const column = table === 'person_email' ? 'email' : 'number';
  const type = table === 'person_email' ? 'citext' : 'text';
  if (!add) await trx.deleteFrom(table).where('person_id', '=', idArray(ids)).execute();
  if (items.length === 0) return;
  // Positions continue after each contact's last; a value the contact already has is skipped.
  await sql`INSERT INTO ${sql.table(table)} (person_id, position, ${sql.ref(column)}, label)
    SELECT p.id, coalesce((SELECT max(position) FROM ${sql.table(table)} x WHERE x.person_id = p.id), -1) + row_number() OVER (PARTITION BY p.id ORDER BY i.ord),
      i.value, i.label
    FROM unnest(${ids}::int[]) p (id)
    CROSS JOIN unnest(${items.map((item) => item.value)}::${sql.raw(type)}[], ${items.map((item) => item.label)}::text[]) WITH ORDINALITY i (value, label, ord)
    WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(table)} y WHERE y.person_id = p.id AND y.${sql.ref(column)} = i.value)`.execute(
    trx,
  );
}

async function updateCapitalProviders(
  trx: Transaction<Database>,
  ids: number[],
  cp: NonNullable<BulkBody['cp_data']>,
  adding: Set<string>,
) {
  // Contacts without criteria get them (the defaults of the table), then the changes apply to all.
  await sql`INSERT INTO capital_provider (person_id) SELECT p FROM unnest(${ids}::int[]) p ON CONFLICT (person_id) DO NOTHING`.execute(
    trx,
  );
  const set: Record<string, unknown> = {};
  // "Add data" to a criterion fills it only where it is unset: 0 for a number (the card shows it as a dash), an
  // empty description; flags have no unset value, so they are always set.
  const fillOnly: [field: string, value: unknown, unset: unknown][] = [];
  for (const field of cpNumbers) {
    const value = toNumber(cp[field]);
    if (value === undefined) continue;
    if (adding.has(`cp_data.${field}`)) fillOnly.push([field, value ?? 0, 0]);
    else set[field] = value ?? 0;
  }
  for (const field of cpFlags) if (cp[field] !== undefined) set[field] = cp[field];
  if (cp.description !== undefined) {
    if (adding.has('cp_data.description')) fillOnly.push(['description', cp.description, '']);
    else set.description = cp.description;
  }
  if (Object.keys(set).length)
    await trx.updateTable('capital_provider').set(set).where('person_id', '=', idArray(ids)).execute();
  for (const [field, value, unset] of fillOnly)
    await trx
      .updateTable('capital_provider')
      .set({ [field]: value })
      .where('person_id', '=', idArray(ids))
      .where(sql.ref(field), '=', unset)
      .execute();
  for (const kind of cpLists) {
    const list = cp[kind];
    if (list === undefined) continue;
    const lookups = lookupList(list);
    const providers = sql`(SELECT id FROM capital_provider WHERE person_id = any(${ids}::int[]))`;
    if (!adding.has(`cp_data.${kind}`))
      await sql`DELETE FROM capital_provider_lookup WHERE kind = ${kind} AND capital_provider_id IN ${providers}`.execute(
        trx,
      );
    if (lookups.length) {
      await sql`INSERT INTO capital_provider_lookup (capital_provider_id, kind, lookup_id)
        SELECT c.id, ${kind}, l FROM capital_provider c CROSS JOIN unnest(${lookups}::int[]) l WHERE c.person_id = any(${ids}::int[]) ON CONFLICT DO NOTHING`.execute(
        trx,
      );
    }
  }
}
