import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { CELL_TEXT_CLASS, titleWhenTruncated } from '../../components/data-table/cell-text';

type ContactNameLinkProps = { id: string; name: string };

/**
 * The name in the list is a real link, so ctrl-click, middle-click and the status bar work as on any link. It is
 * not a tab stop of its own: the row is (Enter opens it), keeping the list one tab stop.
 */
export function ContactNameLink({ id, name }: ContactNameLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={`/contacts/${id}`}
      tabIndex={-1}
      color="inherit"
      underline="hover"
      className={CELL_TEXT_CLASS}
      onMouseEnter={titleWhenTruncated(name)}
    >
      {name}
    </Link>
  );
}
