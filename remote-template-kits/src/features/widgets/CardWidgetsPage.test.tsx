import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { ChecklistCard } from './components/ChecklistCard';
import { InvitationCard } from './components/InvitationCard';
import { MenuCard } from './components/MenuCard';
import { PlanCard } from './components/PlanCard';

// By keyboard, as the menu is meant to be used: each key goes to the menu once it holds the focus.
async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('button', { name: 'Report actions' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  const item = screen.getByRole('menuitem', { name });
  while (!item.hasAttribute('data-highlighted')) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

test('the card menu pins the card', async () => {
  const user = userEvent.setup();
  renderPage(<MenuCard />);
  await chooseAction(user, 'Pin to the top');
  expect(screen.getByText('Pinned')).toBeInTheDocument();
});

test('the card menu archives the card, and Restore brings it back', async () => {
  const user = userEvent.setup();
  renderPage(<MenuCard />);
  await chooseAction(user, 'Archive');
  expect(screen.getByText('“Weekly status report” is archived.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  expect(screen.getByRole('button', { name: 'Report actions' })).toBeInTheDocument();
});

test('the checklist counts the boxes ticked', async () => {
  const user = userEvent.setup();
  renderPage(<ChecklistCard />);
  const card = screen.getByRole('region', { name: 'Launch checklist' });
  expect(within(card).getByText('2 of 5 done')).toBeInTheDocument();
  await user.click(within(card).getByText('Support team briefed'));
  expect(within(card).getByText('3 of 5 done')).toBeInTheDocument();
  await user.click(within(card).getByText('Final copy approved by marketing'));
  expect(within(card).getByText('2 of 5 done')).toBeInTheDocument();
});

test('the invitation card takes an answer and lets you change it', async () => {
  const user = userEvent.setup();
  renderPage(<InvitationCard />);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.getByText('You joined Marketing: its 4 projects are in your sidebar.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change my answer' }));
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  expect(screen.getByText('You declined. Sofia Rossi can invite you again.')).toBeInTheDocument();
});

test('the plan card upgrades and goes back', async () => {
  const user = userEvent.setup();
  renderPage(<PlanCard />);
  await user.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
  expect(screen.getByText('Your plan')).toBeInTheDocument();
  expect(screen.getByText('Your workspace is on Business from today.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go back to Free' }));
  expect(screen.getByText('Most chosen')).toBeInTheDocument();
});
