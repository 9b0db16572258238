import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useNotify } from '../../components/notifications/notifications';
import { notifyGraphQLError } from '../../components/notifications/notify-error';

export type Column<R> = { label: string; value: (row: R) => ReactNode };

/** A table whose rows can be selected; `selected` holds row ids. */
export function SelectTable<R extends { id: string }>({
  rows,
  columns,
  selected,
  onSelect,
  loading,
  failed = false,
  empty,
  label,
}: {
  rows: R[] | undefined;
  columns: Column<R>[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  loading: boolean;
  /** The list did not load (its notification is shown): no empty state, which would read as 'there are none'. */
  failed?: boolean;
  empty: string;
  label: string;
}) {
  if (loading && !rows) {
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rectangular" height={36} />
        ))}
      </Stack>
    );
  }
  if (failed && !rows?.length)
    return (
      <Typography sx={{ py: 4 }} color="error">
        {`The ${label.toLowerCase()} could not be loaded.`}
      </Typography>
    );
  if (!rows || rows.length === 0)
    return (
      <Typography sx={{ py: 4 }} color="text.secondary">
        {empty}
      </Typography>
    );
  const all = rows.length > 0 && selected.length === rows.length;
  const toggle = (id: string) =>
    onSelect(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={selected.length > 0 && !all}
              onChange={() => onSelect(all ? [] : rows.map((row) => row.id))}
              slotProps={{ input: { 'aria-label': 'Select all' } }}
            />
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.label}>{column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            hover
            selected={selected.includes(row.id)}
            onClick={() => toggle(row.id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.includes(row.id)}
                slotProps={{ input: { 'aria-label': `Select row ${row.id}` } }}
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.value(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A button that needs a selection: disabled with the spec's popover until there is one. */
export function ActionButton({
  enabled,
  hint,
  onClick,
  children,
  color,
}: {
  enabled: boolean;
  hint: string;
  onClick: () => void;
  children: ReactNode;
  color?: 'error';
}) {
  const button = (
    <Button variant="outlined" color={color} disabled={!enabled} onClick={onClick}>
      {children}
    </Button>
  );
  return enabled ? (
    button
  ) : (
    <Tooltip title={hint}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * A tab's selection and its open confirmation (`true`, or which of several actions): on a successful action the
 * confirmation closes, the selection clears and the list reads again (`done`).
 */
export function useSelection<Confirm = true>(refetch: () => Promise<unknown>) {
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const done = () => {
    setConfirm(null);
    setSelected([]);
    void refetch();
  };
  return { selected, setSelected, confirm, setConfirm, done };
}

/** Runs a Contact Management mutation: success message and refetch on success, the spec's error otherwise. */
export function useAction(
  run: () => Promise<{ success: boolean; userErrors: { message: string }[] } | undefined>,
  success: string,
  failure: string,
  done: () => void,
) {
  const notify = useNotify();
  return async () => {
    try {
      const result = await run();
      if (result?.success) {
        notify(success, 'success');
        done();
      } else {
        notify(result?.userErrors[0]?.message ?? failure, 'error');
      }
    } catch (error) {
      notifyGraphQLError(notify, error, failure);
    }
  };
}

const notified = new WeakSet<object>();
/** Shows a load error once per error object (render may run several times). */
export function notifyOnce(notify: ReturnType<typeof useNotify>, error: object, message: string) {
  if (notified.has(error)) return;
  notified.add(error);
  queueMicrotask(() => notifyGraphQLError(notify, error, message));
}
