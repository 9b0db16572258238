import Typography from '@mui/material/Typography';

type EmptyStateProps = {
  label: string;
  search?: string;
  emptyMessage?: string;
};

/** Spec: 'No search results found for "{search}"' while searching, else 'No {label}'. */
export function emptyStateText({ label, search, emptyMessage }: EmptyStateProps): string {
  if (search) return `No search results found for "${search}"`;
  return emptyMessage ?? `No ${label}`;
}

export function EmptyState(props: EmptyStateProps) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center', width: '100%' }}>
      {emptyStateText(props)}
    </Typography>
  );
}
