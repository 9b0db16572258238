import { DetailSection, EmptyCardText } from './detail-layout';

// Email activity comes with a later issue: its card shows an honest empty state until then.

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
