import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { criterionLabel, fitOf, missWords, relationWords, type LenderMatchRow } from './lender-match-words';

const fitColor = { Fits: 'success', 'Near miss': 'warning', Fails: 'error' } as const;

type LenderMatchTableProps = {
  rows: readonly LenderMatchRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
};

/** The ranked providers: fit, score, what each misses and by how much (chips), what it meets, its state on the deal. */
export function LenderMatchTable({ rows, selected, onSelect }: LenderMatchTableProps) {
  const picked = rows.filter((row) => selected.has(row.person.id)).length;
  return (
    <Table size="small" aria-label="Lender matches">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              slotProps={{ input: { 'aria-label': 'Select all' } }}
              checked={rows.length > 0 && picked === rows.length}
              indeterminate={picked > 0 && picked < rows.length}
              onChange={(event) =>
                onSelect(
                  rows.map((row) => row.person.id),
                  event.target.checked,
                )
              }
            />
          </TableCell>
          <TableCell>#</TableCell>
          <TableCell>Provider</TableCell>
          <TableCell>Company</TableCell>
          <TableCell>Fit</TableCell>
          <TableCell align="right">Score</TableCell>
          <TableCell>Reasons</TableCell>
          <TableCell>On Project</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          const fit = fitOf(row);
          return (
            <TableRow key={row.person.id} hover selected={selected.has(row.person.id)} aria-label={row.person.fullName}>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  slotProps={{ input: { 'aria-label': `Select ${row.person.fullName}` } }}
                  checked={selected.has(row.person.id)}
                  onChange={(event) => onSelect([row.person.id], event.target.checked)}
                />
              </TableCell>
              <TableCell>{index + 1}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/contacts/${row.person.id}`}>
                  {row.person.fullName}
                </Link>
              </TableCell>
              <TableCell>{row.company}</TableCell>
              <TableCell>
                <Chip size="small" color={fitColor[fit]} variant="outlined" label={fit} />
              </TableCell>
              <TableCell align="right">{row.score}</TableCell>
              <TableCell>
                <Stack
                  component="ul"
                  direction="row"
                  aria-label="Reasons"
                  sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
                >
                  {row.misses.map((miss) => (
                    <li key={miss.criterion}>
                      <Chip
                        size="small"
                        color={miss.hard ? fitColor[fit === 'Fits' ? 'Near miss' : fit] : 'default'}
                        label={miss.hard ? missWords(miss) : `${missWords(miss)} (soft)`}
                      />
                    </li>
                  ))}
                  {row.met.map((criterion) => (
                    <li key={criterion}>
                      <Chip size="small" variant="outlined" label={`✓ ${criterionLabel[criterion]}`} />
                    </li>
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                {row.relationState && <Chip size="small" color="info" label={relationWords(row.relationState)} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
