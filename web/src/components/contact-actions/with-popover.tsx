import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/** A disabled button keeps its popover: the tooltip sits on a wrapper. */
export function WithPopover({ title, children }: { title: string | null; children: ReactElement }) {
  if (!title) return children;
  return (
    <Tooltip title={title}>
      <span>{children}</span>
    </Tooltip>
  );
}
