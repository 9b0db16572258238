import type { MouseEvent } from 'react';

/** Class of text that stays on one line in a cell and ends in an ellipsis when cut (styled in table-options.ts). */
export const CELL_TEXT_CLASS = 'ft8-cell-text';

/** Shows the whole text as a tooltip, only when the cell cuts it (checked on hover, when the layout is known). */
export function titleWhenTruncated(text: string) {
  return (event: MouseEvent<HTMLElement>) => {
    const element = event.currentTarget;
    element.title = element.scrollWidth > element.clientWidth ? text : '';
  };
}

type CellTextProps = { text: string };

/** A plain cell value: one line, never broken mid-word (emails, web addresses), with the full text on hover. */
export function CellText({ text }: CellTextProps) {
  return (
    <span className={CELL_TEXT_CLASS} onMouseEnter={titleWhenTruncated(text)}>
      {text}
    </span>
  );
}
