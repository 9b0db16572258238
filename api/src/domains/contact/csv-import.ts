import { sql, type Kysely, type Transaction } from 'kysely';
import type { Readable } from 'node:stream';
import {
  emailLabels as contactEmailLabels,
  maxPersonTextLength,
  normaliseTags,
  phoneLabels as contactPhoneLabels,
} from '@ft8/contract/rules';
import type { Database } from '../../db/schema.js';
import { bulkStatistics, contactTables } from '../../db/bulk-statistics.js';
import { insertContacts } from '../../seed/bulk-insert.js';
import type { SeedContact } from '../../seed/generate-contacts.js';
import { personRuleErrors } from './person-write.js';
import { recordActivity, type ActivityEntry } from '../activity/record.js';
import { brokenLine, csvParseError, csvRecords, repeatedColumns } from '../../lib/csv.js';
import { textProblem } from '../../plugins/input-guards.js';

const emailLabels: readonly string[] = contactEmailLabels;
const phoneLabels: readonly string[] = contactPhoneLabels;
const importBatch = 1000;
/** The advisory lock of contact imports (a transaction-scoped lock; see `flush`). */
const CONTACT_IMPORT_LOCK = 7_104_001;

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
  // A NUL in any cell: PostgreSQL would refuse the line (the whole import answered 500).
  const unstorable = record.map(textProblem).find((problem) => problem !== null);
  if (unstorable) return { ok: false, reason: unstorable };
  fields.forEach((field, index) => {
    const value = (record[index] ?? '').trim();
    if (!field || value === '') return;
    if (field.startsWith('email:')) emails.push({ email: value.toLowerCase(), label: field.slice(6) });
    else if (field.startsWith('phone:')) phones.push({ number: value.slice(0, 50), label: field.slice(6) });
    else values[field] = value;
  });
  let profileType = 2;
  if (values.profile_type !== undefined) {
    const found = profileTypeByName[values.profile_type.toLowerCase()];
    if (!found) errors.push(`profile_type: "${values.profile_type}" is not a valid choice.`);
    else profileType = found;
  }
  emails.sort((a, b) => emailLabels.indexOf(a.label) - emailLabels.indexOf(b.label));
  phones.sort((a, b) => phoneLabels.indexOf(a.label) - phoneLabels.indexOf(b.label));
  const tags = normaliseTags((values.tags ?? '').split(/[;,]/));
  // The rules of create, as the api's one person validator words them.
  const person = { first_name: values.first_name, last_name: values.last_name, company: values.company };
  const ruleErrors = personRuleErrors(
    { ...person, profile_type: profileType, emails, phones, tags },
    new Set(['profile_type', 'emails', 'phones', 'tags']),
    { creating: true, callerIsAdmin: importerIsAdmin },
  );
  for (const [field, messages] of Object.entries(ruleErrors)) errors.push(`${field}: ${messages[0]}`);
  let rating: number | null = null;
  if (values.rating !== undefined) {
    rating = Number(values.rating);
    if (!Number.isInteger(rating) || rating < 0 || rating > 3)
      errors.push('rating: Ensure this value is between 0 and 3.');
  }
  for (const [field, value] of Object.entries(values)) {
    const limit = maxPersonTextLength(field);
    if (value && value.length > limit) errors.push(`${field}: Ensure this field has no more than ${limit} characters.`);
  }
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
  by: { id: number; isAdmin: boolean; fileName?: string },
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: [], duplicate: 0, failed_lines: [] };
  const parser = csvRecords(input, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: false,
  });
  let fields: (ImportField | undefined)[] | null = null;
  let pending: { line: number; contact: SeedContact; emails: string[] }[] = [];
  const seenInFile = new Map<string, number | 'pending'>();
  // Its batches share a transaction each with their duplicates, so the statistics are kept here (bulk-statistics.ts).
  const statistics = bulkStatistics(db, contactTables);
  // Contact Activity: each batch's transaction records what it wrote and the lines failed since the last entry.
  let failedRecorded = 0;
  const importEntry = (created: number[], duplicate: number): ActivityEntry => ({
    type: 'contactsImported',
    by: by.id,
    args: {
      ...(by.fileName !== undefined && { file: { name: by.fileName } }),
      created,
      duplicate,
      failed_lines: outcome.failed_lines.slice(failedRecorded),
    },
    document: by.fileName,
  });

  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    // One transaction per batch, under the contact imports' lock: two imports of the same file at once each look up
    // the emails' owners after the other's batch has committed (they created every contact twice), and a batch's
    // contacts and duplicates land together or not at all.
    const written = await db.transaction().execute((trx) => writeBatch(trx, batch));
    written.ids.forEach((id, index) => {
      const item = written.fresh[index]!;
      outcome.created.push({ id, full_name: `${item.contact.person.first_name} ${item.contact.person.last_name}` });
      for (const email of item.emails) seenInFile.set(email, id);
    });
    outcome.duplicate += written.duplicates;
    failedRecorded = written.failedRecorded;
    await statistics(outcome.created.length + outcome.duplicate);
  };

  const writeBatch = async (db: Transaction<Database>, batch: typeof pending) => {
    await sql`SELECT pg_advisory_xact_lock(${CONTACT_IMPORT_LOCK})`.execute(db);
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
    await recordActivity(db, importEntry(ids, rows.length));
    return { ids, fresh, duplicates: rows.length, failedRecorded: outcome.failed_lines.length };
  };

  // Lines failed after the last batch (or in a file with no good line) are an entry of their own.
  const recordFailedRest = async () => {
    if (failedRecorded < outcome.failed_lines.length)
      await db.transaction().execute((trx) => recordActivity(trx, importEntry([], 0)));
  };

  let lastRead = 0;
  try {
    for await (const { record, info } of parser) {
      lastRead = info.lines;
      if (!fields) {
        fields = mapHeaders(record);
        const repeated = repeatedColumns(record, fields);
        if (repeated) throw new ImportHeaderError(repeated);
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
  } catch (error) {
    const broken = csvParseError(error);
    // Batches already written stay: the lines read before the broken one are written too, and it is reported.
    if (!broken || (outcome.created.length === 0 && outcome.duplicate === 0)) throw error;
    await flush();
    outcome.failed_lines.push(brokenLine(broken, lastRead));
    await recordFailedRest();
    return outcome;
  }
  if (!fields) throw new ImportHeaderError('The CSV file is empty.');
  await flush();
  await recordFailedRest();
  return outcome;
}

export class ImportHeaderError extends Error {}

const requestOf = (contact: SeedContact) => ({
  ...Object.fromEntries(Object.entries(contact.person).filter(([, value]) => value !== null && value !== undefined)),
  emails: contact.emails,
  phones: contact.phones,
  tags: contact.tags,
});
