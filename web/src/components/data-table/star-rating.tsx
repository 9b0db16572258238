import { useTheme } from '@mui/material/styles';

export const MAX_RATING = 3;

type StarRatingProps = {
  value: number | null | undefined;
};

/** Material's star and star-border icons, as MUI's Rating draws its filled and empty stars. */
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';
const FILLED = '#faaf00';

/**
 * Read-only stars; spec: 'Not Rated' when empty or 0, at most 3 stars. Drawn as MUI's read-only Rating looks (its
 * star, colours and size, and its accessible name), with plain elements: the list shows one per row, and MUI's
 * Rating with its per-star components cost several milliseconds per row.
 */
export function StarRating({ value }: StarRatingProps) {
  const theme = useTheme();
  if (!value) {
    return <span style={{ ...theme.typography.body2 }}>Not Rated</span>;
  }
  const stars = Math.min(value, MAX_RATING);
  return (
    <span
      role="img"
      aria-label={`${stars} of ${MAX_RATING} stars`}
      style={{ display: 'inline-flex', fontSize: '1.125rem', verticalAlign: 'middle' }}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          style={{ width: '1em', height: '1em', fill: index < stars ? FILLED : theme.palette.action.disabled }}
        >
          <path d={index < stars ? STAR : STAR_BORDER} />
        </svg>
      ))}
    </span>
  );
}
