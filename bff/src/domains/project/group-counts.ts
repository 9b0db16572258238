import type { ProjectGroupCount } from '@ft8/contract/project';
import { ProjectGroupField, type Resolvers } from '../../generated/resolvers.js';
import type { AnswerOf } from '../../rest/answer.js';
import { shownName } from '../contact/person-ref.js';
import type { LookupsModel } from '../lookup/models.js';
import { pickItem } from '../lookup/pick.js';
import { groupCountsAnswer } from './answers.js';
import { projectFilters } from './project-filters.js';

// The `field` of `GET projects/group_counts/` (api/README.md) behind each GraphQL group.
const restField: Record<ProjectGroupField, string> = {
  [ProjectGroupField.Name]: 'name',
  [ProjectGroupField.Client]: 'client',
  [ProjectGroupField.Status]: 'status',
  [ProjectGroupField.ProjectTypes]: 'project_types',
  [ProjectGroupField.TransactionTypes]: 'transaction_types',
  [ProjectGroupField.AssetTypes]: 'asset_types',
};

const lookupList: Partial<Record<ProjectGroupField, (lookups: LookupsModel) => LookupsModel['title']>> = {
  [ProjectGroupField.Status]: (lookups) => lookups.projectStatusTypes,
  [ProjectGroupField.ProjectTypes]: (lookups) => lookups.projectTypes,
  [ProjectGroupField.TransactionTypes]: (lookups) => lookups.transactionTypes,
  [ProjectGroupField.AssetTypes]: (lookups) => lookups.assetTypes,
};

type Group = AnswerOf<typeof ProjectGroupCount>;

/**
 * A REST group as the schema's text, as the list's rows show the value: lookup names for lookup ids (an id the
 * lookups no longer hold shows nothing, as on a row), the client by the name the rows carry.
 */
function groupText(field: ProjectGroupField, group: Group, lookups: LookupsModel | null): string | null {
  if (group.value === null) return null;
  if (field === ProjectGroupField.Client) return group.clientDetails ? shownName(group.clientDetails) : null;
  const list = lookupList[field];
  if (list && lookups) return pickItem(list(lookups), Number(group.value))?.name ?? null;
  return String(group.value);
}

export const projectGroupCountResolvers: Resolvers = {
  Query: {
    projectGroupCounts: async (_parent, { groupBy, ...args }, { rest, loaders }) => {
      const [counts, lookups] = await Promise.all([
        rest.get('projects/group_counts/', groupCountsAnswer, { field: restField[groupBy], ...projectFilters(args) }),
        groupBy in lookupList ? loaders.lookup.types.load('all') : null,
      ]);
      return counts.map((group) => ({ value: groupText(groupBy, group, lookups), count: group.count }));
    },
  },
};
