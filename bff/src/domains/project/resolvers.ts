import { blankMessage, isBlank } from '@ft8/contract/rules';
import { numericIds, orderingOf, pageInfoOf, pageWindow } from '../../base/connection.js';
import { publishProjectRenamed, publishTeamChanged } from '../task/board-events.js';
import { revisionOf } from '../task/board-revision.js';
import type { Context } from '../../context.js';
import { ProjectOrderField, type ProjectInput, type Resolvers, type UserError } from '../../generated/resolvers.js';
import { restDelete } from '../../rest/delete.js';
import { RestError, badUserInput, userErrorsOr } from '../../rest/errors.js';
import { requireUser } from '../../security/access.js';
import { pickItem, pickItems } from '../lookup/pick.js';
import { dealCriteriaBody } from './deal-criteria.js';
import {
  assignableAnswer,
  membershipAnswer,
  membershipsAnswer,
  projectAnswer,
  projectNoteAnswer,
  projectPageAnswer,
  universalOwnersAnswer,
} from './answers.js';
import { numericEnums } from './enums.js';
import { projectFilters } from './project-filters.js';

/** A provider state's place (spec part 2 section 4: Contacted=1 ... Rejected=5) from its name; unknown names last. */
const stateRank = (name: string) =>
  numericEnums.ProviderRelationState[
    name.toUpperCase().replace(/ /g, '_') as keyof typeof numericEnums.ProviderRelationState
  ] ?? 99;

// REST `projects/`, `projects/{id}/`, `projects/memberships/`, `notes/projects/` (spec part 2 section 7). A REST 400
// becomes `userErrors` with the api's messages, its field names turned into the input's (`client` -> `clientId`).

const isId = (id: string) => /^[1-9]\d{0,8}$/.test(id);
const notAnId = (field: string): UserError => ({ field, message: 'A valid integer is required.' });

const orderingField: Record<ProjectOrderField, string> = {
  [ProjectOrderField.Name]: 'name',
  [ProjectOrderField.Status]: 'status',
  [ProjectOrderField.ClosingDate]: 'closing_date',
  [ProjectOrderField.CapitalRequired]: 'capital_required',
  [ProjectOrderField.CreatedAt]: 'created_at',
};

/** The api's field (camelCased) -> the input's. */
const inputField: Record<string, string> = {
  client: 'clientId',
  status: 'statusId',
  projectTypes: 'projectTypeIds',
  transactionTypes: 'transactionTypeIds',
  transactionSubTypes: 'transactionSubTypeIds',
  assetTypes: 'assetTypeIds',
  project: 'projectId',
  person: 'personId',
  people: 'personIds',
  location: 'locationId',
};
const asInputFields = (errors: UserError[]) =>
  errors.map((error) =>
    error.field && inputField[error.field] ? { ...error, field: inputField[error.field]! } : error,
  );

/** Runs a REST write; a 400 becomes `userErrors` in the input's field names. */
async function write<T, K extends string>(key: K, call: () => Promise<T>) {
  try {
    return { [key]: await call(), userErrors: [] as UserError[] } as { [P in K]: T | null } & {
      userErrors: UserError[];
    };
  } catch (error) {
    return { [key]: null, userErrors: asInputFields(userErrorsOr(error)) } as { [P in K]: T | null } & {
      userErrors: UserError[];
    };
  }
}

/** The input's fields as the api's body: only those given; ids checked to be numbers first. */
function projectBody(input: ProjectInput): { body: Record<string, unknown>; errors: UserError[] } {
  const errors: UserError[] = [];
  // A field given as null goes to REST as null, whose rules answer it ("This field may not be null." where a project
  // must have one); it was dropped, and `name: null` answered success with nothing changed. Absent stays absent.
  const id = (value: string | null | undefined, field: string) => {
    if (value === undefined || value === null) return value;
    if (!isId(value)) errors.push(notAnId(field));
    return Number(value);
  };
  const ids = (values: readonly string[] | null | undefined, field: string) => {
    if (!values) return values;
    if (!values.every(isId)) errors.push(notAnId(field));
    return values.map(Number);
  };
  const body: Record<string, unknown> = {
    name: input.name,
    client: id(input.clientId, 'clientId'),
    status: id(input.statusId, 'statusId'),
    project_types: ids(input.projectTypeIds, 'projectTypeIds'),
    transaction_types: ids(input.transactionTypeIds, 'transactionTypeIds'),
    transaction_sub_types: ids(input.transactionSubTypeIds, 'transactionSubTypeIds'),
    asset_types: ids(input.assetTypeIds, 'assetTypeIds'),
    capital_required: input.capitalRequired,
    recent_valuation: input.recentValuation,
    term_sheet_fee: input.termSheetFee,
    fees: input.fees,
    closing_date: input.closingDate,
    tags: input.tags,
    members: input.members?.map((member) => ({ person: id(member.personId, 'members'), state: member.state })),
    ...dealCriteriaBody(input, errors),
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return { body, errors };
}

/** Refuses ids that are not REST numbers before any call. */
function checkedId(id: string, field = 'id'): number {
  if (!isId(id)) throw badUserInput('A valid integer is required.', field);
  return Number(id);
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof RestError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** The board of the project changed (its team, which decides who may see it): its subscribers read it again. */
function teamChanged(context: Context, projectId: number) {
  void publishTeamChanged(context, projectId);
}

export const projectResolvers: Resolvers = {
  Query: {
    projects: async (_parent, args, { rest }) => {
      const { limit, offset } = pageWindow(args);
      const page = await rest.get('projects/', projectPageAnswer, {
        limit,
        offset,
        ordering: orderingOf(args.orderBy, orderingField),
        ...projectFilters(args),
      });
      return { totalCount: page.count, nodes: page.results, offset };
    },
    project: (_parent, { id }, { loaders }) => (isId(id) ? orNull(loaders.project.byId.load(Number(id))) : null),
    universalOwners: async (_parent, _args, { rest }) => {
      const page = await rest.get('people/', universalOwnersAnswer, {
        is_universal_owner: true,
        limit: 200,
        ordering: 'full_name',
      });
      return page.results.map((person) => ({ id: person.id, fullName: person.fullName }));
    },
    assignableProjects: async (_parent, _args, context) => {
      await requireUser(context);
      return context.rest.get('projects/assignable/', assignableAnswer);
    },
    emailProjects: async (_parent, args, context) => {
      const user = await requireUser(context);
      const { limit, offset } = pageWindow(args);
      // The spec's `email_to` is the user's own address (their first, the one they sign in with); the api answers
      // 400 'Please, connect Outlook in order to send emails.' without Outlook, a GraphQL error here.
      const email = user.emails[0]?.email;
      if (!email) return { totalCount: 0, nodes: [], offset };
      const page = await context.rest.get('projects/', projectPageAnswer, {
        email_to: email,
        limit,
        offset,
        search: args.search?.trim() || undefined,
      });
      return { totalCount: page.count, nodes: page.results, offset };
    },
  },
  Mutation: {
    createProject: async (_parent, { input }, { rest }) => {
      const { body, errors } = projectBody(input);
      if (errors.length) return { project: null, userErrors: errors };
      return write('project', () => rest.send('POST', 'projects/', body, projectAnswer));
    },
    updateProject: async (_parent, { input }, context) => {
      const { body, errors } = projectBody({ ...input.fields, members: undefined });
      if (!isId(input.id)) errors.push(notAnId('id'));
      if (errors.length) return { project: null, userErrors: errors };
      return write('project', async () => {
        const { value, headers } = await context.rest.withHeaders('PATCH', `projects/${input.id}/`, projectAnswer, {
          body,
        });
        // Its board shows the name: a rename is numbered as the api answers it, as a task write is.
        publishProjectRenamed(context, value.id, revisionOf(headers));
        return value;
      });
    },
    deleteProject: async (_parent, { input }, context) => {
      const id = checkedId(input.id);
      try {
        await restDelete(context.rest, `projects/${id}/`);
        teamChanged(context, id);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
    addTeamMember: async (_parent, { input }, context) => {
      const project = checkedId(input.projectId, 'projectId');
      const person = checkedId(input.personId, 'personId');
      const result = await write('member', () =>
        context.rest.send('POST', 'projects/memberships/', { project, person, state: input.state }, membershipAnswer),
      );
      if (result.member) teamChanged(context, project);
      return result;
    },
    setTeamMemberState: async (_parent, { input }, context) => {
      const id = checkedId(input.id);
      const result = await write('member', () =>
        context.rest.send('PATCH', `projects/memberships/${id}/`, { state: input.state }, membershipAnswer),
      );
      if (result.member) teamChanged(context, result.member.project);
      return result;
    },
    removeTeamMember: async (_parent, { input }, context) => {
      const id = checkedId(input.id);
      try {
        // The removed member's board subscriptions end at once: the team change names the project.
        const membership = await context.rest.get(`projects/memberships/${id}/`, membershipAnswer);
        await restDelete(context.rest, `projects/memberships/${id}/`);
        teamChanged(context, membership.project);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
    createProjectNote: async (_parent, { input }, { rest }) => {
      const project = checkedId(input.projectId, 'projectId');
      if (isBlank(input.text)) return { note: null, userErrors: [{ field: 'text', message: blankMessage }] };
      return write('note', () =>
        rest.send('POST', 'notes/projects/', { text: input.text, project }, projectNoteAnswer),
      );
    },
    updateProjectNote: async (_parent, { input }, { rest }) => {
      const id = checkedId(input.id);
      if (isBlank(input.text)) return { note: null, userErrors: [{ field: 'text', message: blankMessage }] };
      return write('note', () => rest.send('PATCH', `notes/projects/${id}/`, { text: input.text }, projectNoteAnswer));
    },
    deleteProjectNote: async (_parent, { input }, { rest }) => {
      const id = checkedId(input.id);
      try {
        await restDelete(rest, `notes/projects/${id}/`);
        return { deletedId: input.id, userErrors: [] };
      } catch (error) {
        return { deletedId: null, userErrors: userErrorsOr(error) };
      }
    },
    assignToProject: async (_parent, { input }, context) => {
      const project = checkedId(input.projectId, 'projectId');
      const people = numericIds(input.personIds, 'personIds');
      if (!people)
        return { project: null, userErrors: [{ field: 'personIds', message: 'Select at least one contact.' }] };
      const result = await write('team', () =>
        context.rest.send('POST', `projects/${project}/assign/?people=${people}`, undefined, membershipsAnswer),
      );
      if (!result.team) return { project: null, userErrors: result.userErrors };
      teamChanged(context, project);
      return { project: await context.rest.get(`projects/${project}/`, projectAnswer), userErrors: [] };
    },
  },
  ProjectConnection: {
    pageInfo: (page) => pageInfoOf(page),
  },
  Project: {
    // The api names the client (`client_details`): its clients and guests may not read the contact itself.
    client: (project) => project.clientDetails,
    status: (project, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItem(lookups.projectStatusTypes, project.status)),
    types: (project, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.projectTypes, project.projectTypes)),
    transactionTypes: (project, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.transactionTypes, project.transactionTypes)),
    transactionSubTypes: (project, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.transactionSubTypes, project.transactionSubTypes)),
    assetTypes: (project, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItems(lookups.assetTypes, project.assetTypes)),
    members: (project) =>
      [...project.members].sort((a, b) => Number(a.state !== 1) - Number(b.state !== 1) || a.id - b.id),
    providers: (project) => project.providerRelations,
    // In the states' order (Contacted first, Rejected last), as the tracker's summary: REST's object keeps no order.
    cpSummary: (project) =>
      Object.entries(project.cpSummary)
        .map(([state, count]) => ({ state, count }))
        .sort((a, b) => stateRank(a.state) - stateRank(b.state)),
    columns: (project, _args, { loaders }) => loaders.project.columns.load(project.id),
    progress: async (project, _args, { loaders }) => {
      const columns = await loaders.project.columns.load(project.id);
      const total = columns.reduce((sum, column) => sum + column.progress.total, 0);
      const approved = columns.reduce((sum, column) => sum + column.progress.approved, 0);
      return total === 0 ? null : Math.round((approved / total) * 100);
    },
  },
  ProjectProvider: {
    person: (relation) => ({ id: relation.person, fullName: relation.personDetails.fullName }),
    state: (relation, _args, { loaders }) =>
      loaders.lookup.withTypes((lookups) => pickItem(lookups.providerRelationTypes, relation.state)),
  },
};
