import { renderWithProviders } from 'build-presets/testing';
import { HighlightedText } from './HighlightedText';

test('marks the matches and keeps the whole text readable', () => {
  const { container } = renderWithProviders(
    <p>
      <HighlightedText text="Review the kanban board" query="kanban" />
    </p>,
  );
  expect(container.querySelector('p')).toHaveTextContent('Review the kanban board');
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['kanban']);
});

test('never renders the text as HTML', () => {
  const { container } = renderWithProviders(
    <p>
      <HighlightedText text={'<img src=x onerror="alert(1)"> image'} query="image" />
    </p>,
  );
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('p')).toHaveTextContent('<img src=x onerror="alert(1)"> image');
  expect(container.querySelector('mark')).toHaveTextContent('image');
});

test('without a query nothing is marked', () => {
  const { container } = renderWithProviders(<HighlightedText text="Pricing" query=" " />);
  expect(container.querySelector('mark')).toBeNull();
  expect(container).toHaveTextContent('Pricing');
});
