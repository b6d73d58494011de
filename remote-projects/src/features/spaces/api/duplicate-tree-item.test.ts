import { copyLabel } from './duplicate-tree-item';

it('names a copy "(copy)", then "(copy 2)"… when taken, whatever the letter case', () => {
  expect(copyLabel('Product', ['Product', 'Engineering'])).toBe('Product (copy)');
  expect(copyLabel('Product', ['Product', 'product (COPY)'])).toBe('Product (copy 2)');
  expect(copyLabel('Product', ['Product (copy)', 'Product (copy 2)'])).toBe('Product (copy 3)');
});
