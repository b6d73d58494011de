import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout3 } from './Layout3';
import { renderLayout } from './render-layout';

const groupButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name });

describe('Layout3', () => {
  it('renders the top bar, a bar with one menu per group, the unavailable remotes and the page in <main>', () => {
    renderLayout(Layout3, '/kanban/team');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByText('top bar')).toBeInTheDocument();
    const menuButtons = within(nav)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-haspopup') === 'menu');
    expect(menuButtons.map((button) => button.textContent)).toEqual(['Projects', 'Charts', 'Pages']);
    expect(groupButton('Projects')).toHaveAttribute('data-current');
    expect(groupButton('Charts')).not.toHaveAttribute('data-current');
    expect(within(nav).getByTestId('unavailable-remotes')).toHaveTextContent('Apps is unavailable.');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByTestId('path')).toHaveTextContent('/kanban/team');
  });

  it('opens a group’s menu of pages and follows the one clicked', async () => {
    const user = userEvent.setup();
    renderLayout(Layout3);
    await user.click(groupButton('Pages'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['User profile', 'FAQ']);
    await user.click(within(menu).getByRole('menuitem', { name: 'FAQ' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/pages/faq');
    expect(groupButton('Pages')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a child group as a submenu, reached from the keyboard', async () => {
    const user = userEvent.setup();
    renderLayout(Layout3, '/charts/apex-chart/area');
    groupButton('Charts').focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Recharts', 'Apex charts']);
    expect(within(menu).getByRole('menuitem', { name: 'Apex charts' })).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Apex charts' });
    expect(within(submenu).getByRole('menuitem', { name: 'Area chart' })).toHaveAttribute('aria-current', 'page');
    // The submenu takes focus, on its first page, a frame after it opens.
    await waitFor(() => expect(submenu).toHaveFocus());
    expect(within(submenu).getByRole('menuitem', { name: 'Bar chart' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/charts/apex-chart/bar'));
    await waitFor(() => expect(groupButton('Charts')).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
