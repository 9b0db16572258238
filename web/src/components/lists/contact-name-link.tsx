import { Link } from 'react-router';
import { CELL_TEXT_CLASS, titleWhenTruncated } from '../data-table/cell-text';

type ContactNameLinkProps = { id: string; name: string };

/**
 * The name in the list is a real link, so ctrl-click, middle-click and the status bar work as on any link. It is
 * not a tab stop of its own: the row is (Enter opens it), keeping the list one tab stop. A plain router link, styled
 * by the table body's stylesheet (one per row: MUI's Link added a styled Typography to each).
 */
export function ContactNameLink({ id, name }: ContactNameLinkProps) {
  return (
    <Link to={`/contacts/${id}`} tabIndex={-1} className={CELL_TEXT_CLASS} onMouseEnter={titleWhenTruncated(name)}>
      {name}
    </Link>
  );
}
