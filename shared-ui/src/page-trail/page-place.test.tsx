import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { PageLayout } from '../blocks/PageLayout';
import { usePagePlace, usePageTrail, type TrailStep } from './page-place';

function Page({ title, steps = null }: { title: string; steps?: TrailStep[] | null }) {
  usePageTrail(steps);
  return <PageLayout title={title}>body</PageLayout>;
}

function renderAt(path: string, page: ReactNode) {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  const view = render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        {page}
      </MemoryRouter>
    </ChakraProvider>,
  );
  return { ...view, navigate: (to: string) => act(() => void navigate(to)) };
}

describe('the page’s place', () => {
  it('gives the shown page’s heading and steps for its own pathname only', () => {
    const steps = [{ label: 'Engineering', to: '/projects/engineering' }, { label: 'Kanban board' }];
    renderAt('/kanban/engineering', <Page title="Engineering" steps={steps} />);
    expect(renderHook(() => usePagePlace('/kanban/engineering')).result.current).toEqual({
      heading: 'Engineering',
      steps,
    });
    expect(renderHook(() => usePagePlace('/kanban/all')).result.current).toEqual({});
  });

  it('forgets a page once it is gone, and follows the page to its next address', () => {
    const view = renderAt('/scrum-board/1', <Page title="Sprint 12" />);
    const place = renderHook(() => usePagePlace('/scrum-board/2'));
    expect(place.result.current.heading).toBeUndefined();
    view.navigate('/scrum-board/2');
    expect(place.result.current.heading).toBe('Sprint 12');
    view.unmount();
    expect(place.result.current).toEqual({});
  });
});
