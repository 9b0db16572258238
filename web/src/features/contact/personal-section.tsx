import { formatDate } from '../../lib/format';
import type { ContactDetail } from './contact-detail-types';
import { DetailField, DetailSection, FieldGrid } from './detail-layout';

export function PersonalSection({ person }: { person: ContactDetail }) {
  return (
    <DetailSection title="Personal">
      <FieldGrid>
        <DetailField label="Birthday">{formatDate(person.birthday)}</DetailField>
        <DetailField label="Nickname">{person.nickname}</DetailField>
        <DetailField label="Spouse">{person.spouse}</DetailField>
        <DetailField label="Bio" wide>
          {person.bio}
        </DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
