import { DetailSection, EmptyCardText } from './detail-layout';

// Projects and email activity come with later issues: their cards show honest empty states until then.

export function ProjectsCard() {
  return (
    <DetailSection title="Projects">
      <EmptyCardText>No projects.</EmptyCardText>
    </DetailSection>
  );
}

/** Email activity needs the contact's mail account to be connected (spec part 1 section 2). */
export function EmailActivityCard({ connected }: { connected: boolean }) {
  return (
    <DetailSection title="Email Activity">
      <EmptyCardText>{connected ? 'No email activity.' : 'Connect your account to view email activity.'}</EmptyCardText>
    </DetailSection>
  );
}
