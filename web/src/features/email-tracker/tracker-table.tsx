import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { NO_COMPANY, type CompanyGroup } from './company-groups';

const COLUMNS = ['Contact', 'State', 'Notes', 'Last Contacted'];

type TrackerTableProps = { groups: readonly CompanyGroup[]; caption: string };

/** The providers grouped by company: a row per company with its state, then its contacts. */
export function TrackerTable({ groups, caption }: TrackerTableProps) {
  return (
    <Table size="small" aria-label={caption} sx={{ '& tr': { breakInside: 'avoid' } }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} scope="col" sx={{ fontWeight: 600 }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <Fragment key={group.company}>
            <TableRow data-company={group.company} sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="rowgroup" colSpan={COLUMNS.length}>
                <Typography component="span" variant="subtitle2">
                  {group.company || NO_COMPANY}
                </Typography>
                <Chip
                  size="small"
                  color={group.state?.state === 'TERMS_AGREED' ? 'success' : 'default'}
                  label={group.state?.name ?? 'No state'}
                  aria-label={`Company state: ${group.state?.name ?? 'No state'}`}
                  sx={{ mx: 1 }}
                />
                <Typography component="span" variant="caption" color="text.secondary">
                  {group.providers.length === 1 ? '1 contact' : `${group.providers.length} contacts`}
                </Typography>
              </TableCell>
            </TableRow>
            {group.providers.map((provider) => (
              <TableRow key={provider.id} data-provider={provider.id}>
                <TableCell>{provider.person.fullName}</TableCell>
                <TableCell>{provider.state?.name ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 420 }}>
                  {provider.notes ?? ''}
                  {provider.notes && provider.notesUpdatedAt && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {formatDateTime(provider.notesUpdatedAt)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(provider.lastContacted)}</TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
