import { screen, within } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import BlankPage from './BlankPage';

test('the frame: heading and the steps to make a page of it', () => {
  renderPage(<BlankPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Blank page' })).toBeInTheDocument();
  expect(screen.getByText('remote-template-kits/src/features/pages/BlankPage.tsx')).toBeInTheDocument();
  expect(screen.getByText('remote-template-kits/src/paths.ts')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')).toHaveLength(4);
  expect(document.title).toBe('Blank page · Tessera');
});
