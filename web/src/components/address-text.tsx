import { Fragment } from 'react';

// Where an email or web address may wrap: after '@' and after '/' (or '//'), before '.', '-', '_', '?', '&', '=' and
// '#' (the usual rule for breaking addresses), so a narrow column never splits one in the middle of a word.
const BREAK_POINTS = /(?<=@|\/(?!\/))|(?=[.\-_?&=#])/;

/** An email or web address that wraps only at its natural break points (<wbr>), not mid-word. */
export function AddressText({ children }: { children: string }) {
  const parts = children.split(BREAK_POINTS).filter(Boolean);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
