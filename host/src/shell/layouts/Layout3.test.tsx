import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testSection } from '@host/testing/sidebar-section';
import { Layout3 } from './Layout3';
import { renderLayout } from '@host/testing/render-layout';

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
    await waitFor(() => expect(menu).toHaveFocus());
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

describe('Layout3: a remote’s sidebar section', () => {
  it('sits behind a button of the bar; its popover stays open while its dialog is in use and closes on a link', async () => {
    const user = userEvent.setup();
    renderLayout(Layout3, '/projects/all', [testSection]);
    expect(screen.queryByRole('button', { name: 'Create a new space' })).not.toBeInTheDocument();
    await user.click(groupButton('Spaces'));
    await user.click(await screen.findByRole('button', { name: 'Create a new space' }));
    await user.type(screen.getByRole('textbox', { name: 'Space name' }), 'Research');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(groupButton('Spaces')).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: 'Product space' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/projects/product');
    await waitFor(() => expect(groupButton('Spaces')).toHaveAttribute('aria-expanded', 'false'));

    await user.click(groupButton('Spaces'));
    expect(await screen.findByRole('link', { name: 'Product space' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    await waitFor(() => expect(groupButton('Spaces')).toHaveAttribute('aria-expanded', 'false'));
  });
});
