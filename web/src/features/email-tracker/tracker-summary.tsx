import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProviderState } from './company-groups';

type TrackerSummaryProps = {
  states: readonly ProviderState[];
  /** The project's cp_summary: providers per state name. */
  cpSummary: readonly { state: string; count: number }[];
  companies: number;
};

/** The summary header: how many providers are in each state (every state, in its order), and how many companies. */
export function TrackerSummary({ states, cpSummary, companies }: TrackerSummaryProps) {
  const count = (name: string) => cpSummary.find((entry) => entry.state === name)?.count ?? 0;
  const total = cpSummary.reduce((sum, entry) => sum + entry.count, 0);
  const items = [
    { label: 'Companies', value: companies },
    { label: 'Providers', value: total },
    ...states.map((state) => ({ label: state.name, value: count(state.name) })),
  ];
  return (
    <Stack
      component="dl"
      direction="row"
      aria-label="Summary"
      sx={{ flexWrap: 'wrap', gap: 3, m: 0, '& dd': { m: 0 } }}
    >
      {items.map((item) => (
        <Stack key={item.label} data-summary={item.label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="h6">
            {item.value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
