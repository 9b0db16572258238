import { enumNameOf } from '../../base/numeric-enum.js';
import { ProfileType } from '../auth/enums.js';
import { InviteStatus } from './enums.js';
import { PersonGroupField, type Resolvers } from '../../generated/resolvers.js';
import type { LookupsModel } from '../lookup/models.js';
import { pickItem } from '../lookup/pick.js';
import { groupCountsAnswer } from './answers.js';
import { peopleQuery } from './people-query.js';

type GroupValue = string | number | boolean | null;

// The `field` of `GET people/group_counts/` (api/README.md) behind each GraphQL group.
const restField: Record<PersonGroupField, string> = {
  [PersonGroupField.Name]: 'full_name',
  [PersonGroupField.Company]: 'company',
  [PersonGroupField.JobTitle]: 'job_title',
  [PersonGroupField.City]: 'city',
  [PersonGroupField.Country]: 'country',
  [PersonGroupField.Rating]: 'rating',
  [PersonGroupField.ProfileType]: 'profile_type',
  [PersonGroupField.InviteStatus]: 'invite_status',
  [PersonGroupField.Categories]: 'categories',
  [PersonGroupField.Subcategories]: 'subcategories',
  [PersonGroupField.UseClasses]: 'use_classes',
  [PersonGroupField.Locations]: 'locations',
  [PersonGroupField.Tags]: 'tags',
  [PersonGroupField.CapitalProvider]: 'is_capital_provider',
};

const lookupList: Partial<Record<PersonGroupField, (lookups: LookupsModel) => LookupsModel['title']>> = {
  [PersonGroupField.Categories]: (lookups) => lookups.categories,
  [PersonGroupField.Subcategories]: (lookups) => lookups.subcategories,
  [PersonGroupField.UseClasses]: (lookups) => lookups.useClassTypes,
  [PersonGroupField.Locations]: (lookups) => lookups.locationTypes,
};

/** A REST group value as the schema's text: enum names for numeric states, lookup names for lookup ids. */
function groupText(field: PersonGroupField, value: GroupValue, lookups: LookupsModel | null): string | null {
  if (value === null) return null;
  if (field === PersonGroupField.ProfileType) return enumNameOf(ProfileType, Number(value)) ?? String(value);
  if (field === PersonGroupField.InviteStatus) return enumNameOf(InviteStatus, Number(value)) ?? String(value);
  const list = lookupList[field];
  if (list && lookups) return pickItem(list(lookups), Number(value))?.name ?? null;
  return String(value);
}

export const personGroupCountResolvers: Resolvers = {
  Query: {
    personGroupCounts: async (_parent, { groupBy, search, filter }, { rest, loaders }) => {
      const { query } = peopleQuery({ search, filter });
      const { limit: _limit, offset: _offset, ordering: _ordering, ...filters } = query;
      const needsLookups = groupBy in lookupList;
      const [counts, lookups] = await Promise.all([
        rest.get('people/group_counts/', groupCountsAnswer, { field: restField[groupBy], ...filters }),
        needsLookups ? loaders.lookup.types.load('all') : null,
      ]);
      return counts.map(({ value, count }) => ({ value: groupText(groupBy, value, lookups), count }));
    },
  },
};
