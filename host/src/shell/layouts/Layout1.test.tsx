import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LAYOUT_SETTINGS, adoptLayoutSettings } from 'shared-ui';
import { testSection } from '@host/testing/sidebar-section';
import { Layout1 } from './Layout1';
import { renderLayout } from '@host/testing/render-layout';

const railButton = (name: string) => screen.getByRole('button', { name });
const panelLinks = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href') !== '/');

describe('Layout1', () => {
  it('renders the rail of groups, the top bar, the page in <main> and the unavailable remotes', () => {
    renderLayout(Layout1);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tessera home' })).toHaveAttribute('href', '/');
    for (const name of ['Projects', 'Charts', 'Pages']) {
      expect(railButton(name)).toHaveAttribute('aria-expanded', 'false');
      expect(railButton(name)).toHaveAttribute('aria-controls');
    }
    expect(screen.getByText('top bar')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByTestId('path')).toHaveTextContent('/projects/all');
    expect(within(nav).getByTestId('unavailable-remotes')).toHaveTextContent('Apps is unavailable.');
    expect(within(nav).getByRole('button', { name: 'Retry Apps' })).toBeInTheDocument();
  });

  it('marks the group of the current page, and its link with aria-current', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1, '/charts/apex-chart/bar');
    expect(railButton('Charts')).toHaveAttribute('data-current');
    expect(railButton('Projects')).not.toHaveAttribute('data-current');
    await user.click(railButton('Charts'));
    expect(screen.getByRole('link', { name: 'Bar chart' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Area chart' })).not.toHaveAttribute('aria-current');
  });

  it('opens a group’s panel when it is pointed at, with its pages and its child group’s pages', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1);
    await user.hover(railButton('Charts'));
    await waitFor(() => expect(railButton('Charts')).toHaveAttribute('aria-expanded', 'true'));
    const panel = document.getElementById(railButton('Charts').getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByRole('heading', { name: 'Apex charts' })).toBeInTheDocument();
    expect(panelLinks().map((link) => link.textContent)).toEqual(['Recharts', 'Bar chart', 'Area chart']);
    expect(screen.getByRole('link', { name: 'Bar chart' })).toHaveAttribute('href', '/charts/apex-chart/bar');

    // Leaving rail and panel closes it after a short pause.
    await user.unhover(railButton('Charts'));
    await waitFor(() => expect(railButton('Charts')).toHaveAttribute('aria-expanded', 'false'));
    expect(panelLinks()).toEqual([]);
  });

  it('opens a group’s panel on focus and on click, and closes it on a click outside', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1);
    act(() => railButton('Pages').focus());
    expect(railButton('Pages')).toHaveAttribute('aria-expanded', 'true');
    expect(panelLinks().map((link) => link.textContent)).toEqual(['User profile', 'FAQ']);

    await user.click(railButton('Projects'));
    expect(railButton('Projects')).toHaveAttribute('aria-expanded', 'true');
    expect(railButton('Pages')).toHaveAttribute('aria-expanded', 'false');
    expect(panelLinks().map((link) => link.textContent)).toEqual(['All projects', 'Kanban board']);

    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(railButton('Projects')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Esc and gives focus back to the group’s button without reopening', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1);
    await user.click(railButton('Charts'));
    act(() => screen.getByRole('link', { name: 'Recharts' }).focus());
    await user.keyboard('{Escape}');
    expect(railButton('Charts')).toHaveFocus();
    expect(railButton('Charts')).toHaveAttribute('aria-expanded', 'false');
    expect(panelLinks()).toEqual([]);
  });

  it('closes after a link is followed', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1);
    await user.click(railButton('Pages'));
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/pages/faq');
    expect(railButton('Pages')).toHaveAttribute('aria-expanded', 'false');
    expect(panelLinks()).toEqual([]);
  });

  it('works from the keyboard: Tab to a group, → opens it on its first page, ↓ moves, Enter follows', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1);
    await user.tab(); // the home link
    await user.tab();
    expect(railButton('Projects')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(railButton('Charts')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(railButton('Charts')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Recharts' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bar chart' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(railButton('Charts')).toHaveFocus();
    expect(railButton('Charts')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Recharts' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Area chart' })).toHaveFocus();
    // Past the panel's last page, Tab goes on to the next group.
    await user.tab();
    expect(railButton('Pages')).toHaveFocus();
    expect(railButton('Pages')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/pages/faq');
    expect(railButton('Pages')).toHaveAttribute('aria-expanded', 'false');
  });

  it('mirrors the arrow keys in RTL: ← opens the panel, → goes back', async () => {
    act(() => void adoptLayoutSettings({ ...DEFAULT_LAYOUT_SETTINGS, dir: 'rtl' }));
    try {
      const user = userEvent.setup();
      renderLayout(Layout1);
      act(() => railButton('Projects').focus());
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('link', { name: 'All projects' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(railButton('Projects')).toHaveFocus();
      expect(railButton('Projects')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      act(() => void adoptLayoutSettings(DEFAULT_LAYOUT_SETTINGS));
    }
  });
});

describe('Layout1: a remote’s sidebar section', () => {
  it('is a rail button whose panel holds the section, opened by a click and kept while its dialog is in use', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1, '/projects/all', [testSection]);
    // Pointing at it does not open it: a section is a workspace, not a menu passed over.
    await user.hover(railButton('Spaces'));
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'false');

    await user.click(railButton('Spaces'));
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Create a new space' }));
    // The dialog is a portal, outside the rail: typing and pressing there keep the panel (and so the dialog).
    await user.type(screen.getByRole('textbox', { name: 'Space name' }), 'Research');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Create a new space' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard, takes Esc back to its button, and closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderLayout(Layout1, '/projects/all', [testSection]);
    act(() => railButton('Pages').focus());
    await user.keyboard('{ArrowDown}');
    expect(railButton('Spaces')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'true');
    const link = await screen.findByRole('link', { name: 'Product space' });
    act(() => link.focus());
    await user.keyboard('{Escape}');
    expect(railButton('Spaces')).toHaveFocus();
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Product space' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/projects/product');
    expect(railButton('Spaces')).toHaveAttribute('aria-expanded', 'false');
  });
});
