import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

const filledShare = () =>
  [...screen.getByRole('img').children].map((star) => {
    const overlay = star.children[1] as HTMLElement | undefined;
    return overlay ? getComputedStyle(overlay).width : '0';
  });

describe('StarRating', () => {
  it('reads out the rating and fills that many stars, halves included', () => {
    renderWithProviders(<StarRating rating={3.5} />);
    expect(screen.getByRole('img', { name: '3.5 out of 5 stars' })).toBeInTheDocument();
    expect(filledShare()).toEqual(['100%', '100%', '100%', '50%', '0']);
  });
});
