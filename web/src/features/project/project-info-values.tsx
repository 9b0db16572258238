import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDate, formatMoney, formatPercent, EMPTY_VALUE } from '../../lib/format';
import type { ProjectDetail } from './project-form-values';

/** One cell of the Project Information card's grid, a value or a field. */
export const cell = { xs: 12, sm: 6, lg: 4 } as const;

export function Shown({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={cell}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || EMPTY_VALUE}</Typography>
    </Grid>
  );
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

function ShownTags({ tags }: { tags: readonly string[] }) {
  const labelId = useId();
  return (
    <Grid size={12}>
      <Typography variant="caption" color="text.secondary" component="div" id={labelId}>
        Tags
      </Typography>
      {tags.length === 0 ? (
        <Typography>{EMPTY_VALUE}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={labelId}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
        >
          {tags.map((tag) => (
            <li key={tag}>
              <Chip label={tag} size="small" />
            </li>
          ))}
        </Stack>
      )}
    </Grid>
  );
}

/** The Project Information card read-only (spec part 2 section 2). */
export function ProjectValues({ project }: { project: ProjectDetail }) {
  return (
    <Grid container spacing={2}>
      <Shown label="Project Name" value={project.name} />
      <Shown label="Client" value={project.client?.fullName ?? ''} />
      <Shown label="Status" value={project.status?.name ?? ''} />
      <Shown label="Project Type" value={names(project.projectTypes)} />
      <Shown label="Transaction Type" value={names(project.transactionTypes)} />
      <Shown label="Transaction Sub Type" value={names(project.transactionSubTypes)} />
      <Shown label="Asset Types" value={names(project.assetTypes)} />
      <Shown label="Capital Required" value={formatMoney(project.capitalRequired)} />
      <Shown label="Recent Valuation" value={formatMoney(project.recentValuation)} />
      <Shown label="Term Sheet Fee" value={formatMoney(project.termSheetFee)} />
      <Shown label="Fees" value={formatPercent(project.fees)} />
      <Shown label="Success Fee" value={formatMoney(project.successFee)} />
      <Shown label="Total Fees" value={formatMoney(project.totalFees)} />
      <Shown label="Closing Date" value={formatDate(project.closingDate)} />
      <Shown label="Total Cost" value={project.totalCost == null ? '' : formatMoney(project.totalCost)} />
      <Shown label="GDV" value={project.gdv == null ? '' : formatMoney(project.gdv)} />
      <Shown label="Term" value={project.term == null ? '' : `${project.term} months`} />
      <Shown label="Sharia" value={project.isSharia == null ? '' : project.isSharia ? 'Yes' : 'No'} />
      <Shown label="Location" value={project.location?.name ?? ''} />
      <ShownTags tags={project.tags} />
    </Grid>
  );
}
