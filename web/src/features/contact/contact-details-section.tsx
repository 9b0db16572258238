import Link from '@mui/material/Link';
import { AddressText } from '../../components/address-text';
import type { ContactDetail } from './contact-detail-types';
import { DetailField, DetailSection, FieldGrid } from './detail-layout';

const address = (...parts: (string | null)[]) => parts.filter(Boolean).join('\n');

export function ContactDetailsSection({ person }: { person: ContactDetail }) {
  return (
    <DetailSection title="Contact Details">
      <FieldGrid>
        {person.emails.length === 0 && <DetailField label="Email" />}
        {person.emails.map((entry) => (
          <DetailField key={`${entry.label}-${entry.email}`} label={`${entry.label} Email`}>
            <Link href={`mailto:${entry.email}`}>
              <AddressText>{entry.email}</AddressText>
            </Link>
          </DetailField>
        ))}
        {person.phones.length === 0 && <DetailField label="Phone" />}
        {person.phones.map((entry) => (
          <DetailField key={`${entry.label}-${entry.number}`} label={`${entry.label} Phone`}>
            <Link href={`tel:${entry.number.replace(/\s+/g, '')}`}>{entry.number}</Link>
          </DetailField>
        ))}
        <DetailField label="Work Address" wide>
          {address(person.street, person.city, person.postcode, person.country)}
        </DetailField>
        <DetailField label="Home Address" wide>
          {address(person.homeStreet, person.homeCity, person.homePostcode, person.homeCountry)}
        </DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
