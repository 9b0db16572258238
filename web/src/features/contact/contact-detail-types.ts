import type { ContactDetailPage_PersonQuery } from '../../generated/graphql';

export type ContactDetail = NonNullable<ContactDetailPage_PersonQuery['person']>;
