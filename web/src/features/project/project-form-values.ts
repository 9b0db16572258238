import { amountValue } from '../../components/form/amount-input';
import type { PickedPerson } from '../../components/form/person-picker';
import type { ProjectInput, ProjectPage_ProjectFragment } from '../../generated/graphql';
import { isStaff, type CurrentUser } from '../../lib/current-user';
import { isDirty } from '../../lib/dirty-fields';

export type ProjectDetail = ProjectPage_ProjectFragment;

type MembershipState = ProjectDetail['members'][number]['state'];
const stateIn = (project: Pick<ProjectDetail, 'members'> | null, user: CurrentUser | null, states: MembershipState[]) =>
  Boolean(project?.members.some((member) => member.personId === user?.id && states.includes(member.state)));

/** Full access on a project (spec part 2 section 1): staff, and the project's owners. */
export function hasFullAccessOn(project: Pick<ProjectDetail, 'members'> | null, user: CurrentUser | null): boolean {
  return isStaff(user) || stateIn(project, user, ['OWNER']);
}

/** Who works on a project (adds notes, as the api allows): staff, its owners and members, not its client. */
export function worksOn(project: Pick<ProjectDetail, 'members'> | null, user: CurrentUser | null): boolean {
  return isStaff(user) || stateIn(project, user, ['OWNER', 'MEMBER']);
}

/** Who sees a project's files (the api's rule): staff, and its team's owners, members and client; not its guests. */
export function seesFilesOf(project: Pick<ProjectDetail, 'members'> | null, user: CurrentUser | null): boolean {
  return isStaff(user) || stateIn(project, user, ['OWNER', 'MEMBER', 'CLIENT']);
}

/** The project form: ids as strings, amounts as typed (without commas). */
export type ProjectFormValues = {
  name: string;
  client: PickedPerson | null;
  statusId: string;
  projectTypeIds: string[];
  transactionTypeIds: string[];
  transactionSubTypeIds: string[];
  assetTypeIds: string[];
  capitalRequired: string;
  recentValuation: string;
  termSheetFee: string;
  fees: string;
  closingDate: string;
  /** Extensions (lender matching): empty when not set. */
  totalCost: string;
  gdv: string;
  term: string;
  /** '' not set, 'yes', 'no'. */
  isSharia: '' | 'yes' | 'no';
  locationId: string;
  tags: string[];
};

/** The form's fields that the server's `userErrors` name (`clientId` is shown on `client`). */
export const PROJECT_FORM_FIELDS = [
  'name',
  'client',
  'statusId',
  'projectTypeIds',
  'transactionTypeIds',
  'transactionSubTypeIds',
  'assetTypeIds',
  'capitalRequired',
  'recentValuation',
  'termSheetFee',
  'fees',
  'closingDate',
  'totalCost',
  'gdv',
  'term',
  'isSharia',
  'locationId',
  'tags',
] as const;

const amount = (value: number) => (value === 0 ? '' : String(value));

export function formValuesOf(project: ProjectDetail | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    client: project?.client ?? null,
    statusId: project?.status?.id ?? '1',
    projectTypeIds: project?.projectTypes.map((item) => item.id) ?? [],
    transactionTypeIds: project?.transactionTypes.map((item) => item.id) ?? [],
    transactionSubTypeIds: project?.transactionSubTypes.map((item) => item.id) ?? [],
    assetTypeIds: project?.assetTypes.map((item) => item.id) ?? [],
    capitalRequired: amount(project?.capitalRequired ?? 0),
    recentValuation: amount(project?.recentValuation ?? 0),
    termSheetFee: amount(project?.termSheetFee ?? 0),
    fees: amount(project?.fees ?? 0),
    closingDate: project?.closingDate ?? '',
    totalCost: project?.totalCost == null ? '' : String(project.totalCost),
    gdv: project?.gdv == null ? '' : String(project.gdv),
    term: project?.term == null ? '' : String(project.term),
    isSharia: project?.isSharia == null ? '' : project.isSharia ? 'yes' : 'no',
    locationId: project?.location?.id ?? '',
    tags: [...(project?.tags ?? [])],
  };
}

/** Each field of the form as the input names it. */
const inputOfField: { [Field in keyof ProjectFormValues]: (values: ProjectFormValues) => ProjectInput } = {
  name: (values) => ({ name: values.name.trim() }),
  client: (values) => ({ clientId: values.client?.id }),
  statusId: (values) => ({ statusId: values.statusId || undefined }),
  projectTypeIds: (values) => ({ projectTypeIds: values.projectTypeIds }),
  transactionTypeIds: (values) => ({ transactionTypeIds: values.transactionTypeIds }),
  transactionSubTypeIds: (values) => ({ transactionSubTypeIds: values.transactionSubTypeIds }),
  assetTypeIds: (values) => ({ assetTypeIds: values.assetTypeIds }),
  capitalRequired: (values) => ({ capitalRequired: amountValue(values.capitalRequired) }),
  recentValuation: (values) => ({ recentValuation: amountValue(values.recentValuation) }),
  termSheetFee: (values) => ({ termSheetFee: amountValue(values.termSheetFee) }),
  fees: (values) => ({ fees: amountValue(values.fees) }),
  closingDate: (values) => ({ closingDate: values.closingDate || undefined }),
  // The extensions: empty clears them (null), so that a deal can drop a criterion.
  totalCost: (values) => ({ totalCost: values.totalCost.trim() ? amountValue(values.totalCost) : null }),
  gdv: (values) => ({ gdv: values.gdv.trim() ? amountValue(values.gdv) : null }),
  term: (values) => ({ term: values.term.trim() ? Number(values.term) : null }),
  isSharia: (values) => ({ isSharia: values.isSharia === '' ? null : values.isSharia === 'yes' }),
  locationId: (values) => ({ locationId: values.locationId || null }),
  tags: (values) => ({ tags: values.tags }),
};

/**
 * The form as `createProject` or `updateProject` takes it. With `dirty` (react-hook-form's `dirtyFields`), only the
 * fields the user changed: a save leaves the others as the server holds them, so that another person's change made
 * meanwhile to another field stays (a list, such as the tags, is one field).
 */
export function projectInputOf(
  values: ProjectFormValues,
  dirty?: Partial<Record<keyof ProjectFormValues, unknown>>,
): ProjectInput {
  const fields = (Object.keys(inputOfField) as (keyof ProjectFormValues)[]).filter(
    (field) => !dirty || isDirty(dirty[field]),
  );
  const input: Record<string, unknown> = {};
  for (const field of fields) Object.assign(input, inputOfField[field](values));
  // A new project leaves unset extensions out (null is how a saved one clears them).
  if (!dirty) for (const key of Object.keys(input)) if (input[key] === null) delete input[key];
  return input;
}

/** Spec part 2 section 3: success fee = capital required x fees / 100 (0 decimals); total = success + term sheet. */
export function derivedFees(values: Pick<ProjectFormValues, 'capitalRequired' | 'fees' | 'termSheetFee'>) {
  const successFee = Math.round((amountValue(values.capitalRequired) * amountValue(values.fees)) / 100);
  return { successFee, totalFees: successFee + amountValue(values.termSheetFee) };
}

/** The server names the client `clientId` (shown on `client`) and the location `location` (on `locationId`). */
export function formField(field: string | null | undefined): string | null | undefined {
  if (field === 'location') return 'locationId';
  return field === 'clientId' ? 'client' : field;
}
