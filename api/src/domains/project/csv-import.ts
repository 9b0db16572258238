import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema.js';
import { recordActivity } from '../activity/record.js';
import { projectWriteErrors } from './project-rules.js';
import { lookupKinds } from './project-reads.js';
import type { createProjectRepository } from './repository.js';
import { brokenLine, csvParseError, csvRecords, repeatedColumns } from '../../lib/csv.js';
import { textProblem } from '../../plugins/input-guards.js';
import { hasAtMostTwoDecimals, maxProjectNameLength, moneyMaximum, twoDecimalsMessage } from '@ft8/contract/project';

type Field =
  | 'name'
  | 'client'
  | 'status'
  | (typeof lookupKinds)[number]
  | 'capital_required'
  | 'recent_valuation'
  | 'term_sheet_fee'
  | 'fees'
  | 'closing_date'
  | 'currency'
  | 'tags';

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Header names (normalised) to fields: the field names, and the names of the project page's labels. */
const headerAliases: Record<string, Field> = {
  name: 'name',
  projectname: 'name',
  project: 'name',
  client: 'client',
  clientemail: 'client',
  status: 'status',
  projectstatus: 'status',
  projecttype: 'project_types',
  projecttypes: 'project_types',
  transactiontype: 'transaction_types',
  transactiontypes: 'transaction_types',
  transactionsubtype: 'transaction_sub_types',
  transactionsubtypes: 'transaction_sub_types',
  assettype: 'asset_types',
  assettypes: 'asset_types',
  capitalrequired: 'capital_required',
  recentvaluation: 'recent_valuation',
  termsheetfee: 'term_sheet_fee',
  fees: 'fees',
  successfee: 'fees',
  closingdate: 'closing_date',
  currency: 'currency',
  tags: 'tags',
  tag: 'tags',
};

export class ProjectImportHeaderError extends Error {}

export type ProjectImportOutcome = {
  created: { id: number; name: string }[];
  /** Lines naming a project the client has already (the same name, whatever its case): not created again. */
  duplicate: number;
  failed_lines: { line: number; reason: string }[];
};

/** A money or percent cell: commas as thousands separators, at most 2 decimals (spec part 2 section 5). */
function amount(text: string): number | string {
  const value = Number(text.replace(/,/g, '').replace(/^[£$€]/, ''));
  if (!Number.isFinite(value) || value < 0) return 'A valid number is required.';
  // As the form's bound (its column's): beyond it, PostgreSQL's overflow had answered 500 for the whole file.
  if (value > moneyMaximum) return `Ensure this value is less than or equal to ${moneyMaximum}.`;
  if (!hasAtMostTwoDecimals(value)) return twoDecimalsMessage;
  return value;
}

/**
 * `POST projects/importCsv/`: parses the upload as it streams in, checks each line with the rules of create (the
 * client by email, lookups and the status by name, amounts as the page takes them) and creates each good one as the
 * page would (default columns, universal owners). Answers every created project and every failed line with why.
 */
export async function importProjects(
  db: Kysely<Database>,
  projects: ReturnType<typeof createProjectRepository>,
  input: Readable,
  by: number,
  fileName?: string,
): Promise<ProjectImportOutcome> {
  const outcome = await importLines(db, projects, input, by);
  // Each project is recorded as created in its own line's transaction; the import as a whole, once, at the end.
  await db.transaction().execute((trx) =>
    recordActivity(trx, {
      type: 'projectsImported',
      by,
      args: {
        ...(fileName !== undefined && { file: { name: fileName } }),
        created: outcome.created.map((project) => project.id),
        duplicate: outcome.duplicate,
        failed_lines: outcome.failed_lines,
      },
      document: fileName ?? null,
    }),
  );
  return outcome;
}

async function importLines(
  db: Kysely<Database>,
  projects: ReturnType<typeof createProjectRepository>,
  input: Readable,
  by: number,
): Promise<ProjectImportOutcome> {
  const lookups = await db.selectFrom('lookup').select(['kind', 'id', 'name']).execute();
  const byName = (kind: string, name: string) =>
    lookups.find((row) => row.kind === kind && row.name.toLowerCase() === name.trim().toLowerCase())?.id;
  const outcome: ProjectImportOutcome = { created: [], duplicate: 0, failed_lines: [] };
  const parser = csvRecords(input, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  let fields: (Field | undefined)[] | null = null;
  let lastRead = 0;
  try {
    for await (const { record, info } of parser) {
      lastRead = info.lines;
      if (!fields) {
        fields = record.map((header) => headerAliases[normalise(header)]);
        const repeated = repeatedColumns(record, fields);
        if (repeated) throw new ProjectImportHeaderError(repeated);
        const missing = (['name', 'client', 'project_types', 'closing_date'] as const).filter(
          (field) => !fields!.includes(field),
        );
        if (missing.length)
          throw new ProjectImportHeaderError(`The CSV header must name the columns ${missing.join(', ')}.`);
        continue;
      }
      const errors: string[] = [];
      const values: Record<string, unknown> = {};
      // A NUL in any cell had made PostgreSQL refuse the line, and the whole import answered 500 after the lines
      // before it were written: the line fails with the form's message instead.
      const unstorable = record.map(textProblem).find((problem) => problem !== null);
      if (unstorable) {
        outcome.failed_lines.push({ line: info.lines, reason: unstorable });
        continue;
      }
      for (const [index, field] of fields.entries()) {
        const text = (record[index] ?? '').trim();
        if (!field || text === '') continue;
        if (field === 'client') {
          const client = await db
            .selectFrom('person_email')
            .select('person_id')
            .where('email', '=', text.toLowerCase())
            .executeTakeFirst();
          if (client) values.client = client.person_id;
          else errors.push(`client: No contact has the email ${text}.`);
        } else if (field === 'status') {
          const status = byName('project_status_types', text);
          if (status) values.status = status;
          else errors.push(`status: "${text}" is not a valid choice.`);
        } else if ((lookupKinds as readonly string[]).includes(field)) {
          const ids = text.split(/[;,]/).map((name) => ({ name: name.trim(), id: byName(field, name) }));
          for (const unknown of ids.filter((item) => item.id === undefined && item.name))
            errors.push(`${field}: "${unknown.name}" is not a valid choice.`);
          values[field] = ids.flatMap((item) => (item.id === undefined ? [] : [item.id]));
        } else if (field === 'closing_date') {
          const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
          if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
            errors.push('closing_date: Date has wrong format. Use YYYY-MM-DD.');
          else values.closing_date = text;
        } else if (field === 'tags') {
          // As the contacts' import: several tags in one cell, separated by `;` or `,` (lowercased when saved).
          values.tags = text.split(/[;,]/);
        } else if (field === 'name') {
          // As the form: a name too long is refused, not cut.
          if (text.length > maxProjectNameLength)
            errors.push(`name: Ensure this field has no more than ${maxProjectNameLength} characters.`);
          else values.name = text;
        } else if (field === 'currency') {
          values.currency = text.toUpperCase().slice(0, 3);
        } else {
          const value = amount(text);
          if (typeof value === 'string') errors.push(`${field}: ${value}`);
          else values[field] = value;
        }
      }
      if (typeof values.fees === 'number' && values.fees > 100) errors.push('fees: Ensure this value is at most 100.');
      const ruleErrors = await projectWriteErrors(db, values, true);
      for (const [field, messages] of Object.entries(ruleErrors))
        if (!errors.some((error) => error.startsWith(`${field}:`))) errors.push(`${field}: ${messages[0]}`);
      if (errors.length) {
        outcome.failed_lines.push({ line: info.lines, reason: errors.join('; ') });
        continue;
      }
      const fieldsOfLine = values as Parameters<typeof projects.createUnlessNamed>[0];
      // The client's project of that name, made before, by an earlier line, or by the same file imported at once.
      const id = await projects.createUnlessNamed(fieldsOfLine, by);
      if (id === undefined) {
        outcome.duplicate += 1;
        continue;
      }
      outcome.created.push({ id, name: fieldsOfLine.name });
    }
  } catch (error) {
    const broken = csvParseError(error);
    // Each line is written as it is read: those before the broken one stay, and it is reported.
    if (!broken || (outcome.created.length === 0 && outcome.duplicate === 0)) throw error;
    outcome.failed_lines.push(brokenLine(broken, lastRead));
    return outcome;
  }
  if (!fields) throw new ProjectImportHeaderError('The CSV file is empty.');
  return outcome;
}
