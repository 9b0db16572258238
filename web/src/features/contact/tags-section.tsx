import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DetailSection, EmptyCardText } from './detail-layout';

export function TagsSection({ tags }: { tags: readonly string[] }) {
  return (
    <DetailSection title="Tags">
      {tags.length === 0 ? (
        <EmptyCardText>No tags.</EmptyCardText>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
