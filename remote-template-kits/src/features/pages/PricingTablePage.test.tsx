import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { formatCurrency } from 'shared-ui';
import PricingTablePage from './PricingTablePage';

// Rendering Chakra's components under Testing Library is slow when the machine is busy.
jest.setTimeout(30_000);

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

test('the billing switch changes the prices and the saving note', async () => {
  const user = userEvent.setup();
  renderPage(<PricingTablePage />);

  expect(within(planCard('Team')).getByText(formatCurrency(12, 'USD'))).toBeInTheDocument();
  expect(within(planCard('Team')).getByText('per user / month')).toBeInTheDocument();
  expect(within(planCard('Team')).getByText('Save 17% by paying yearly.')).toBeInTheDocument();
  expect(within(planCard('Starter')).getByText('Free')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Yearly' }));

  expect(within(planCard('Team')).getByText(formatCurrency(120, 'USD'))).toBeInTheDocument();
  expect(within(planCard('Team')).getByText('per user / year')).toBeInTheDocument();
  expect(within(planCard('Business')).getByText('You save 17% against monthly billing.')).toBeInTheDocument();
});

test('choosing a plan marks it chosen and says what it costs', async () => {
  const user = userEvent.setup();
  renderPage(<PricingTablePage />);

  await user.click(screen.getByRole('button', { name: 'Choose Business' }));

  expect(within(planCard('Business')).getByRole('button', { name: 'Business chosen' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(planCard('Business')).getByText('Chosen')).toBeInTheDocument();
  expect(screen.getByText(`${formatCurrency(24, 'USD')} per user, billed monthly.`)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Choose Starter' }));
  expect(within(planCard('Business')).getByRole('button', { name: 'Choose Business' })).toBeInTheDocument();
  expect(screen.getByText('Starter is free.')).toBeInTheDocument();
});
