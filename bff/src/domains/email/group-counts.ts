import { TemplateGroupField, type Resolvers } from '../../generated/resolvers.js';
import { templateGroupCountsAnswer } from './answers.js';

// The `field` of `GET emails/templates/group_counts/` (api/README.md) behind each GraphQL group.
const restField: Record<TemplateGroupField, string> = {
  [TemplateGroupField.Name]: 'name',
  [TemplateGroupField.Subject]: 'subject',
  [TemplateGroupField.CompanyEmail]: 'company_email',
};

export const templateGroupCountResolvers: Resolvers = {
  Query: {
    templateGroupCounts: async (_parent, { groupBy, search, isCompany }, { rest }) => {
      const counts = await rest.get('emails/templates/group_counts/', templateGroupCountsAnswer, {
        field: restField[groupBy],
        // As on `templates`.
        search: search?.trim() || undefined,
        is_company: isCompany ? '1' : undefined,
      });
      return counts.map(({ value, count }) => ({ value: value === null ? null : String(value), count }));
    },
  },
};
