import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { MemoryRouter } from 'react-router';
import * as yup from 'yup';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { TextField } from '../forms/formik-fields';
import { MenuGroupIcon } from '../icons/menu-icons';
import { taskChartColor, taskPalette } from '../theme/task-palettes';
import { ErrorState, LoadingState } from './DataStates';
import { PageLayout } from './PageLayout';
import { PrintArea } from './PrintArea';
import { SearchField } from './SearchField';
import { PRINT_AREA_CSS } from '../theme/print-area-css';
import { TaskStatusBadge } from './TaskBadges';

const renderUi = (ui: React.ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('PageLayout', () => {
  it('names the page in its heading and in the browser tab', () => {
    renderUi(
      <MemoryRouter>
        <PageLayout title="All tasks">
          <p>body</p>
        </PageLayout>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All tasks' })).toBeInTheDocument();
    expect(document.title).toBe('All tasks · Tessera');
  });

  it('draws no breadcrumb of its own: the host’s top bar has the one', () => {
    renderUi(
      <MemoryRouter>
        <PageLayout title="Basic form" contentMaxW="3xl">
          <p>body</p>
        </PageLayout>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('data states', () => {
  it('announces loading, and offers Retry with the server’s reason on failure', async () => {
    const onRetry = jest.fn();
    renderUi(
      <>
        <LoadingState label="Loading tasks" />
        <ErrorState title="Couldn't load the tasks" message="The server could not be reached." onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('SearchField', () => {
  it('is a search box named by its label, its placeholder the label unless given, reporting each keystroke', async () => {
    const typed: string[] = [];
    renderUi(
      <>
        <SearchField label="Search invoices" value="" onChange={(text) => typed.push(text)} />
        <SearchField label="Search the team" placeholder="Name or role" value="" onChange={() => undefined} />
      </>,
    );
    const invoices = screen.getByRole('searchbox', { name: 'Search invoices' });
    expect(invoices).toHaveAttribute('placeholder', 'Search invoices');
    expect(screen.getByRole('searchbox', { name: 'Search the team' })).toHaveAttribute('placeholder', 'Name or role');
    await userEvent.type(invoices, 'ab');
    // Controlled with an empty value: each keystroke reports the field's text as typed.
    expect(typed).toEqual(['a', 'b']);
  });
});

describe('task vocabulary', () => {
  it('gives each status and priority one palette for badges and charts, and gray to values it does not know', () => {
    expect(taskPalette('Overdue')).toBe('red');
    expect(taskPalette('Urgent')).toBe('red');
    expect(taskPalette('Blocked by legal')).toBe('gray');
    expect(taskChartColor('Completed')).toBe('var(--chakra-colors-green-solid)');
    renderUi(<TaskStatusBadge status="Working" />);
    expect(screen.getByText('Working')).toBeInTheDocument();
  });
});

describe('formik fields', () => {
  it('shows the error only once the field was left, with the label tied to the input', async () => {
    renderUi(
      <Formik
        initialValues={{ email: '' }}
        validationSchema={yup.object({ email: yup.string().required('Enter your email') })}
        onSubmit={() => undefined}
      >
        <Form>
          <TextField name="email" label="Email" type="email" required />
          <button type="button">elsewhere</button>
        </Form>
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('menu icons', () => {
  it('draws a known icon by name and a circle for a name it does not know', () => {
    const { container } = renderUi(
      <>
        <MenuGroupIcon name="folder" />
        <MenuGroupIcon name="from-a-newer-remote" />
      </>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    expect(icons[0]?.getAttribute('class')).toContain('lucide-folder');
    expect(icons[1]?.getAttribute('class')).toContain('lucide-circle');
  });
});

describe('PrintArea', () => {
  it('marks a named region as what is printed, and the print rules leave out whatever does not hold it', () => {
    renderUi(
      <PrintArea label="Invoice INV-7">
        <p>Total</p>
      </PrintArea>,
    );
    expect(screen.getByRole('region', { name: 'Invoice INV-7' })).toHaveAttribute('data-print-area', '');
    const rules = Object.keys(PRINT_AREA_CSS['@media print']);
    expect(rules).toContain('body *:not([data-print-area], [data-print-area] *, :has([data-print-area]))');
  });

  it('takes the light palette while the browser prints, and gives it back after', () => {
    renderUi(
      <PrintArea label="Invoice INV-7">
        <p>Total</p>
      </PrintArea>,
    );
    const area = screen.getByRole('region', { name: 'Invoice INV-7' });
    expect(area).not.toHaveClass('light');
    // Outside act(), as the browser runs it: the class must be there as soon as the event's handlers have run,
    // since the browser lays the page out for print right after them.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      window.dispatchEvent(new Event('beforeprint'));
      expect(area).toHaveClass('light');
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = true;
    }
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(area).not.toHaveClass('light');
  });
});
