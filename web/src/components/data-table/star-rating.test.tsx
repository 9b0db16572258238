import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it.each([0, null, undefined])('shows Not Rated when the rating is %s', (value) => {
    render(<StarRating value={value} />);
    expect(screen.getByText('Not Rated')).toBeInTheDocument();
  });

  it('shows the stars out of a maximum of 3', () => {
    render(<StarRating value={2} />);
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeInTheDocument();
    expect(screen.queryByText('Not Rated')).not.toBeInTheDocument();
  });

  it('never shows more than 3 stars', () => {
    render(<StarRating value={5} />);
    expect(screen.getByRole('img', { name: '3 of 3 stars' })).toBeInTheDocument();
  });
});
