import { DetailSection, EmptyCardText } from './detail-layout';

// Projects and email activity come with later issues: their cards show honest empty states until then.

export function ProjectsCard() {
  return (
    <DetailSection title="Projects">
      <EmptyCardText>No projects.</EmptyCardText>
    </DetailSection>
  );
}

/**
 * Email activity needs a connected mail account (spec part 1 section 2). Until the email issue brings the activity
 * itself, every contact shows the spec's connect message, connected or not: 'No email activity.' would claim a
 * contact has none when the product simply cannot read it yet.
 */
export function EmailActivityCard() {
  return (
    <DetailSection title="Email Activity">
      <EmptyCardText>Connect your account to view email activity.</EmptyCardText>
    </DetailSection>
  );
}
