import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export const MAX_RATING = 3;

type StarRatingProps = {
  value: number | null | undefined;
};

/** Read-only stars; spec: 'Not Rated' when empty or 0, at most 3 stars. */
export function StarRating({ value }: StarRatingProps) {
  if (!value) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Not Rated
      </Typography>
    );
  }
  const stars = Math.min(value, MAX_RATING);
  return (
    <Rating
      value={stars}
      max={MAX_RATING}
      readOnly
      size="small"
      getLabelText={(count) => `${count} of ${MAX_RATING} stars`}
    />
  );
}
