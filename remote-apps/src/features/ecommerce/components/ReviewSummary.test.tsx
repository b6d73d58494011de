import { screen } from '@testing-library/react';
import { renderWithProviders } from 'build-presets/testing';
import { ReviewSummary } from './ReviewSummary';

it('shows the average, the count and how many reviews gave each number of stars, 5 first', () => {
  const stars = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 5 ? 3 : rating === 4 ? 1 : 0 }));
  renderWithProviders(<ReviewSummary summary={{ count: 4, average: 4.8, stars }} />);
  expect(screen.getByText('4.8')).toBeVisible();
  expect(screen.getByRole('img', { name: 'Average 4.8 out of 5' })).toBeVisible();
  expect(screen.getByText('4 reviews')).toBeVisible();
  const rows = screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.nextElementSibling?.textContent}`);
  expect(rows).toEqual(['5 stars 3', '4 stars 1', '3 stars 0', '2 stars 0', '1 star 0']);
});

it('invites the first review when there is none', () => {
  renderWithProviders(<ReviewSummary summary={{ count: 0, average: 0, stars: [] }} />);
  expect(screen.getByText('No reviews yet. Be the first to write one.')).toBeVisible();
});
