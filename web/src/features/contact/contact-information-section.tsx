import Link from '@mui/material/Link';
import { AddressText } from '../../components/address-text';
import { StarRating } from '../../components/data-table/star-rating';
import type { ContactDetail } from './contact-detail-types';
import { DetailField, DetailSection, FieldGrid, joinNames } from './detail-layout';
import { PROFILE_TYPE_LABELS } from '../../components/lists/person-labels';

// A website typed without a scheme would otherwise open as a path inside the app.
const websiteHref = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

export function ContactInformationSection({ person }: { person: ContactDetail }) {
  // Spec section 5: clients show Client Class and hide Contact Category and Subcategory.
  const isClient = person.profileType === 'CLIENT';
  return (
    <DetailSection title="Contact Information">
      <FieldGrid>
        <DetailField label="Title">{person.title?.name}</DetailField>
        <DetailField label="First Name">{person.firstName}</DetailField>
        <DetailField label="Middle Name">{person.middleName}</DetailField>
        <DetailField label="Last Name">{person.lastName}</DetailField>
        <DetailField label="Suffix">{person.suffix}</DetailField>
        <DetailField label="User Type">{PROFILE_TYPE_LABELS[person.profileType]}</DetailField>
        {isClient ? (
          <DetailField label="Client Class">{person.clientClass?.name}</DetailField>
        ) : (
          <>
            <DetailField label="Contact Category">{joinNames(person.categories)}</DetailField>
            <DetailField label="Subcategory">{joinNames(person.subcategories)}</DetailField>
          </>
        )}
        <DetailField label="Use Class">{joinNames(person.useClasses)}</DetailField>
        <DetailField label="Locations">{joinNames(person.locations)}</DetailField>
        <DetailField label="Job Title">{person.jobTitle}</DetailField>
        <DetailField label="Company">{person.company}</DetailField>
        <DetailField label="Department">{person.department}</DetailField>
        <DetailField label="Website">
          {person.website && (
            <Link href={websiteHref(person.website)} target="_blank" rel="noopener noreferrer">
              <AddressText>{person.website}</AddressText>
            </Link>
          )}
        </DetailField>
        <DetailField label="Previous Company">{person.previousCompany}</DetailField>
        <DetailField label="Rating">
          <StarRating value={person.rating} />
        </DetailField>
        <DetailField label="Legal Status">{person.legalStatus?.name}</DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
