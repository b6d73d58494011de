import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useSearchParamsUpdate, type UpdateSearchParams } from './use-search-params-update';

let update: UpdateSearchParams = () => undefined;
let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Probe() {
  [, update] = useSearchParamsUpdate();
  navigate = useNavigate();
  return <p>{useLocation().search}</p>;
}

const setting = (name: string, value: string) => (latest: URLSearchParams) => {
  if (value) latest.set(name, value);
  else latest.delete(name);
  return latest;
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

test('two changes before the next render both hold: the second starts from what the first wrote', () => {
  renderAt('/tasks?status=Open&q=login');
  act(() => {
    update(setting('status', ''), { replace: true });
    update(setting('priority', 'High'), { replace: true });
  });
  expect(screen.getByText('?q=login&priority=High')).toBeInTheDocument();
});

test('once the URL moved elsewhere (Back, a link), a change starts from there', () => {
  renderAt('/tasks?status=Open');
  act(() => update(setting('priority', 'High')));
  expect(screen.getByText('?status=Open&priority=High')).toBeInTheDocument();
  act(() => navigate(-1));
  expect(screen.getByText('?status=Open')).toBeInTheDocument();
  act(() => update(setting('q', 'api')));
  expect(screen.getByText('?status=Open&q=api')).toBeInTheDocument();
});

let otherUpdate: UpdateSearchParams = () => undefined;

function OtherWriter() {
  [, otherUpdate] = useSearchParamsUpdate();
  return null;
}

test('changes from two components in the same moment both hold', () => {
  render(
    <MemoryRouter initialEntries={['/tasks?status=Open']}>
      <Probe />
      <OtherWriter />
    </MemoryRouter>,
  );
  act(() => {
    update(setting('status', ''));
    otherUpdate(setting('task', 'TASK-1'));
  });
  expect(screen.getByText('?task=TASK-1')).toBeInTheDocument();
});
