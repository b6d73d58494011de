import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, testQueryClient } from 'build-presets/testing';
import { resourceKey } from 'shared-auth';
import { frappeError } from 'shared-auth/testing';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'shared-ui';
import { CreateWizardDialog } from './CreateWizardDialog';
import type { WizardKind } from './model/wizard-values';
import { installFakeWorkspace, type FakeWorkspaceOptions } from '@projects/testing/workspace-server';

// Chakra's dialog and many typed characters make these slow on a busy machine, not flaky.
jest.setTimeout(20_000);

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Harness(props: { kind: WizardKind; space?: string; onCreated: (name: string) => void; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  navigate = useNavigate();
  return (
    <>
      <span data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</span>
      <CreateWizardDialog
        kind={props.kind}
        space={props.space}
        open={open}
        onCreated={props.onCreated}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

let server: ReturnType<typeof installFakeWorkspace>;

afterEach(() => server?.restore());

function renderWizard(kind: WizardKind = 'space', serverOptions: FakeWorkspaceOptions = {}, space?: string) {
  server = installFakeWorkspace({
    spaces: [{ name: 'product', name1: 'Product' }],
    projects: [{ name: 'PROJ-0001', project_name: 'Website', space: 'product' }],
    ...serverOptions,
  });
  const onCreated = jest.fn();
  const onClose = jest.fn();
  const queryClient = testQueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/all?view=list']}>
      <Routes>
        <Route
          path="/projects/:space"
          element={<Harness kind={kind} space={space} onCreated={onCreated} onClose={onClose} />}
        />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
  return { user, onCreated, onClose, invalidate, dialog: () => screen.getByRole('dialog') };
}

const location = () => screen.getByTestId('location').textContent;
const button = (name: string | RegExp) => within(screen.getByRole('dialog')).getByRole('button', { name });

async function typeName(user: UserEvent, name: string) {
  await user.type(await screen.findByLabelText(/Space name|Project name/), name);
}

async function addStatus(user: UserEvent, name: string, color?: string) {
  await user.type(screen.getByLabelText('Status name'), name);
  if (color) fireEvent.change(screen.getByLabelText('Pick any color'), { target: { value: color } });
  await user.click(button('Add'));
}

async function goToStep(user: UserEvent, step: number) {
  await user.click(button(new RegExp(`^Step ${step}:`)));
}

describe('steps', () => {
  test('opens on step 1 with the buttons each step allows', async () => {
    const { user } = renderWizard();
    const dialog = await screen.findByRole('dialog', { name: 'Create a new space' });
    expect(within(dialog).getByRole('heading', { name: 'Enter a name for your space' })).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(button('Finish')).toBeEnabled();
    expect(button('Cancel')).toBeEnabled();
    expect(button(/^Step 1: Name/)).toHaveAttribute('aria-current', 'step');

    await user.click(button('Next'));
    expect(within(dialog).getByRole('heading', { name: 'Select a Color' })).toHaveFocus();
    expect(button('Previous')).toBeEnabled();
    await user.click(button('Next'));
    expect(within(dialog).getByRole('heading', { name: 'Add Status' })).toBeInTheDocument();
    await user.click(button('Next'));
    expect(within(dialog).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(button('Previous')).toBeEnabled();
    expect(button('Finish')).toBeEnabled();
    expect(button(/^Step 2: Color, done/)).toBeInTheDocument();
  });

  test('keeps the step in the hash, so back and forward move between steps; closing removes it', async () => {
    const { user, onClose } = renderWizard();
    await screen.findByRole('dialog');
    expect(location()).toBe('/projects/all?view=list#step-1');

    await user.click(button('Next'));
    expect(location()).toBe('/projects/all?view=list#step-2');
    await goToStep(user, 4);
    expect(location()).toBe('/projects/all?view=list#step-4');
    expect(screen.getByRole('heading', { name: 'Summary' })).toHaveFocus();

    act(() => navigate(-1));
    expect(location()).toBe('/projects/all?view=list#step-2');
    expect(screen.getByRole('heading', { name: 'Select a Color' })).toHaveFocus();
    act(() => navigate(-1));
    expect(screen.getByRole('heading', { name: 'Enter a name for your space' })).toBeInTheDocument();
    act(() => navigate(1));
    expect(screen.getByRole('heading', { name: 'Select a Color' })).toBeInTheDocument();

    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/projects/all?view=list');
  });

  test('picks a colour from the palette or the native picker, and shows its value', async () => {
    const { user } = renderWizard();
    await screen.findByRole('dialog');
    await user.click(button('Next'));
    const hex = screen.getByLabelText('Hex value');
    expect(hex).toHaveValue('#000000');
    await user.click(screen.getByRole('radio', { name: 'Teal' }));
    expect(hex).toHaveValue('#0d9488');
    expect(screen.getByRole('radio', { name: 'Teal' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Pick any color'), { target: { value: '#123456' } });
    expect(hex).toHaveValue('#123456');
    expect(screen.getByRole('radio', { name: 'Teal' })).not.toBeChecked();
  });
});

describe('statuses', () => {
  test('adds a status only with a name and a colour; the colour starts black', async () => {
    const { user } = renderWizard();
    await screen.findByRole('dialog');
    await goToStep(user, 3);
    const statusColor = within(screen.getByRole('group', { name: 'Status color' })).getByLabelText('Hex value');
    expect(statusColor).toHaveValue('#000000');

    await user.click(button('Add'));
    expect(screen.getByText('Enter a status name.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Added statuses' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Status name'), 'Review');
    await user.clear(statusColor);
    await user.click(button('Add'));
    expect(screen.getByText('Choose a status color.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Added statuses' })).not.toBeInTheDocument();

    await user.type(statusColor, '#ff8800');
    await user.click(button('Add'));
    const list = screen.getByRole('list', { name: 'Added statuses' });
    expect(within(list).getByRole('checkbox', { name: 'Review' })).toBeChecked();
    expect(within(list).getByText('#ff8800')).toBeInTheDocument();
    // The form is ready for the next one, with the default colour again.
    expect(screen.getByLabelText('Status name')).toHaveValue('');
    expect(statusColor).toHaveValue('#000000');

    await addStatus(user, 'Backlog');
    expect(within(list).getByText('#000000')).toBeInTheDocument();
    await addStatus(user, 'review');
    expect(screen.getByText('review is already in the list.')).toBeInTheDocument();
  });

  test('selects, removes and reorders statuses; the summary shows what will be created', async () => {
    const { user } = renderWizard();
    await typeName(user, 'Ops');
    await goToStep(user, 3);
    await addStatus(user, 'To do', '#64748b');
    await addStatus(user, 'Doing', '#2563eb');
    await addStatus(user, 'Done', '#16a34a');
    const list = screen.getByRole('list', { name: 'Added statuses' });
    expect(screen.getByText('3 of 3 selected: only the selected statuses are created.')).toBeInTheDocument();

    await user.click(within(list).getByRole('checkbox', { name: 'Doing' }));
    expect(within(list).getByRole('checkbox', { name: 'Doing' })).not.toBeChecked();
    await user.click(button('Remove To do'));
    expect(within(list).queryByRole('checkbox', { name: 'To do' })).not.toBeInTheDocument();
    await addStatus(user, 'Blocked', '#dc2626');
    await user.click(button('Move Blocked up'));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Doing'), expect.stringContaining('Blocked'), expect.stringContaining('Done')]);

    await goToStep(user, 4);
    expect(screen.getByText('Ops')).toBeInTheDocument();
    const planned = screen.getByRole('list', { name: 'Statuses to create' });
    expect(
      within(planned)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blocked#dc2626', 'Done#16a34a']);
  });
});

describe('Finish', () => {
  test('an empty name sends you to step 1 with the message, and nothing is created', async () => {
    const { user } = renderWizard();
    await screen.findByRole('dialog');
    await goToStep(user, 4);
    await user.click(button('Finish'));

    expect(await screen.findByText('Enter a name for your space.')).toBeInTheDocument();
    expect(location()).toMatch(/#step-1$/);
    expect(screen.getByLabelText(/Space name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Space name/)).toHaveFocus();
    expect(server.calls).toEqual([]);
  });

  test('a name already used by a space is refused before anything is created', async () => {
    const { user } = renderWizard();
    await typeName(user, '  PRODUCT ');
    await goToStep(user, 2);
    await user.click(button('Finish'));

    expect(await screen.findByText('A space named PRODUCT already exists. Choose another name.')).toBeInTheDocument();
    expect(location()).toMatch(/#step-1$/);
    expect(server.posts('Spaces')).toEqual([]);
    // Editing the name clears the message.
    await user.type(screen.getByLabelText(/Space name/), 'ion');
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });

  test('creates the space, then all its statuses at once; the success message closes on Close', async () => {
    let release: () => void = () => undefined;
    const statusGate = new Promise<void>((resolve) => (release = resolve));
    const { user, onCreated, onClose, invalidate } = renderWizard('space', { statusGate });
    await typeName(user, ' Design ');
    await goToStep(user, 2);
    await user.click(screen.getByRole('radio', { name: 'Violet' }));
    await goToStep(user, 3);
    await addStatus(user, 'Ideas', '#64748b');
    await addStatus(user, 'Drafting', '#0ea5e9');
    await addStatus(user, 'Skipped');
    await addStatus(user, 'Published', '#16a34a');
    await user.click(
      within(screen.getByRole('list', { name: 'Added statuses' })).getByRole('checkbox', { name: 'Skipped' }),
    );

    await user.click(button('Finish'));
    expect(button(/Creating/)).toBeDisabled();
    await waitFor(() => expect(server.posts('Puxeo Statuses')).toHaveLength(3));
    // All three were sent before any of them was answered.
    expect(server.answeredStatuses()).toBe(0);
    expect(server.posts('Spaces')).toEqual([{ name1: 'Design', color: '#8b5cf6' }]);
    const space = server.tables.Spaces.find((doc) => doc.name1 === 'Design')!.name;
    expect(server.posts('Puxeo Statuses')).toEqual([
      { name1: 'Ideas', color: '#64748b', is_custom: 0, space, position: 0 },
      { name1: 'Drafting', color: '#0ea5e9', is_custom: 0, space, position: 1 },
      { name1: 'Published', color: '#16a34a', is_custom: 0, space, position: 2 },
    ]);
    // The name check read the spaces before the create.
    expect(server.calls[0]).toMatchObject({ method: 'GET', url: '/api/resource/Spaces' });

    act(() => release());
    expect(await screen.findByText('Action completed successfully!')).toBeInTheDocument();
    expect(screen.getByText('The space Design was created with 3 statuses.')).toBeInTheDocument();
    expect(button('Close')).toHaveFocus();
    for (const doctype of ['Spaces', 'Project', 'Puxeo Statuses'])
      expect(invalidate).toHaveBeenCalledWith({ queryKey: resourceKey(doctype) });

    await user.click(button('Close'));
    expect(onCreated).toHaveBeenCalledWith(space);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/projects/all?view=list');
  });

  test('names the statuses that failed, and Retry creates only those', async () => {
    const { user, onCreated } = renderWizard('space', {
      statusReplies: {
        Review: [frappeError(417, 'ValidationError', 'Color is not valid.')],
        Done: ['network-error'],
      },
    });
    await typeName(user, 'Support');
    await goToStep(user, 3);
    await addStatus(user, 'Open');
    await addStatus(user, 'Review');
    await addStatus(user, 'Done');
    await user.click(button('Finish'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The space was created, but 2 of its 3 statuses were not: Review (Color is not valid), ' +
        'Done (The server could not be reached. Check your connection and try again).',
    );
    expect(server.posts('Spaces')).toHaveLength(1);
    expect(server.posts('Puxeo Statuses')).toHaveLength(3);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Action completed successfully!')).toBeInTheDocument();
    expect(server.posts('Spaces')).toHaveLength(1);
    expect(
      server
        .posts('Puxeo Statuses')
        .slice(3)
        .map((body) => body.name1),
    ).toEqual(['Review', 'Done']);
    expect(server.tables['Puxeo Statuses'].map((doc) => [doc.name1, doc.position])).toEqual([
      ['Open', 0],
      ['Review', 1],
      ['Done', 2],
    ]);
    await user.click(button('Close'));
    expect(onCreated).toHaveBeenCalledWith(server.tables.Spaces[1]!.name);
  });

  test('Cancel after a partial failure offers to delete what was created: statuses first, then the space', async () => {
    const { user, onClose, onCreated } = renderWizard('space', {
      statusReplies: { Review: [frappeError(417, 'ValidationError', 'Nope.')] },
    });
    await typeName(user, 'Support');
    await goToStep(user, 3);
    await addStatus(user, 'Open');
    await addStatus(user, 'Review');
    await user.click(button('Finish'));
    await screen.findByRole('alert');
    const space = server.tables.Spaces[1]!.name;
    const created = server.tables['Puxeo Statuses'][0]!.name;

    await user.click(button('Cancel'));
    const question = await screen.findByRole('alertdialog', { name: 'Keep the unfinished space?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Delete the space' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.deletes()).toEqual([`/api/resource/Puxeo Statuses/${created}`, `/api/resource/Spaces/${space}`]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(server.tables.Spaces).toHaveLength(1);
  });

  test('a delete the server refuses keeps the dialog open and says the space is still there', async () => {
    const { user, onClose } = renderWizard('space', {
      statusReplies: { Review: [frappeError(417, 'ValidationError', 'Nope.')] },
      refuseDeletes: frappeError(403, 'PermissionError', 'Not permitted.'),
    });
    await typeName(user, 'Support');
    await goToStep(user, 3);
    await addStatus(user, 'Review');
    await user.click(button('Finish'));
    await screen.findByRole('alert');

    await user.click(button('Cancel'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the space' }));
    expect(await screen.findByText('The space was not deleted')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not permitted. The space is still there, without its statuses.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(server.tables.Spaces).toHaveLength(2);
  });

  test('a second click on Finish while it runs creates nothing more', async () => {
    const { user } = renderWizard();
    await typeName(user, 'Once');
    fireEvent.click(button('Finish'));
    fireEvent.click(button('Finish'));
    expect(await screen.findByText('Action completed successfully!')).toBeInTheDocument();
    expect(server.posts('Spaces')).toEqual([{ name1: 'Once', color: '#000000' }]);
  });

  test('keeping a partly created space reports it as created', async () => {
    const { user, onClose, onCreated } = renderWizard('space', {
      statusReplies: { Review: [frappeError(417, 'ValidationError', 'Nope.')] },
    });
    await typeName(user, 'Support');
    await goToStep(user, 3);
    await addStatus(user, 'Review');
    await user.click(button('Finish'));
    expect(await screen.findByRole('alert')).toHaveTextContent('but its status was not: Review (Nope).');

    await user.click(button('Cancel'));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Keep the space' }));
    expect(onCreated).toHaveBeenCalledWith(server.tables.Spaces[1]!.name);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.deletes()).toEqual([]);
  });

  test("the server's refusal (a guest's 403) is shown readably", async () => {
    const { user } = renderWizard('space', {
      refuseWrites: frappeError(403, 'PermissionError', 'Not permitted: you cannot create a Spaces.'),
    });
    await typeName(user, 'Mine');
    await user.click(button('Finish'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The space was not created: Not permitted: you cannot create a Spaces.',
    );
    expect(button('Finish')).toBeEnabled();
  });
});

describe('a project', () => {
  test("'Use Space Statuses' (the default) creates the project only", async () => {
    const { user, onCreated } = renderWizard('project', {}, 'product');
    expect(await screen.findByRole('dialog', { name: 'Create a new project' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter a name for your project' })).toBeInTheDocument();
    await typeName(user, 'Mobile app');
    await goToStep(user, 3);
    expect(screen.getByRole('radio', { name: 'Use Space Statuses' })).toBeChecked();
    expect(screen.queryByLabelText('Status name')).not.toBeInTheDocument();
    await goToStep(user, 4);
    expect(screen.getByText('Use Space Statuses')).toBeInTheDocument();

    await user.click(button('Finish'));
    expect(await screen.findByText('Action completed successfully!')).toBeInTheDocument();
    expect(server.posts('Project')).toEqual([
      {
        project_name: 'Mobile app',
        subject: 'Mobile app',
        status: 'Open',
        project_status: 'Open',
        color: '#000000',
        is_custom: 0,
        space: 'product',
      },
    ]);
    expect(server.posts('Puxeo Statuses')).toEqual([]);
    await user.click(button('Close'));
    expect(onCreated).toHaveBeenCalledWith('PROJ-0001');
  });

  test('custom statuses send is_custom 1 and link the statuses to the project', async () => {
    const { user } = renderWizard('project', {}, 'product');
    await typeName(user, 'Mobile app');
    await goToStep(user, 3);
    await user.click(screen.getByRole('radio', { name: 'Use custom statuses' }));
    await addStatus(user, 'Spec', '#0ea5e9');
    await addStatus(user, 'Ship', '#16a34a');
    await user.click(button('Finish'));

    expect(await screen.findByText('Action completed successfully!')).toBeInTheDocument();
    expect(server.posts('Project')[0]).toMatchObject({ is_custom: 1, space: 'product' });
    expect(server.posts('Puxeo Statuses')).toEqual([
      { name1: 'Spec', color: '#0ea5e9', is_custom: 1, project: 'PROJ-0001', position: 0 },
      { name1: 'Ship', color: '#16a34a', is_custom: 1, project: 'PROJ-0001', position: 1 },
    ]);
  });

  test('a project name is checked against every project, as ERPNext keeps them unique', async () => {
    const { user } = renderWizard('project', {}, 'product');
    await typeName(user, 'website');
    await user.click(button('Finish'));
    expect(
      await screen.findByText('A project named website already exists in this space. Choose another name.'),
    ).toBeInTheDocument();
    expect(server.posts('Project')).toEqual([]);
  });
});
