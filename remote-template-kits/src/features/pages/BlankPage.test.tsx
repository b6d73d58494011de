import { screen } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import BlankPage from './BlankPage';

test('the frame around an empty canvas, with nothing meant for developers', () => {
  renderPage(<BlankPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Blank page' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Page content' })).toHaveTextContent('This page is left blank on purpose.');
  expect(document.body).not.toHaveTextContent(/src\/|\.tsx|import /);
  expect(document.title).toBe('Blank page · Tessera');
});
