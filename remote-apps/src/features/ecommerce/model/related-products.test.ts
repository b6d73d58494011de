import { makeProduct } from '@apps/testing/ecommerce-fixtures';
import { relatedProducts } from './related-products';

it('picks up to four others of the same category, best rated first, never the product itself', () => {
  const product = makeProduct({ category: 'audio', rating: 5 });
  const audio = [2, 5, 3, 4, 1].map((rating) => makeProduct({ category: 'audio', rating }));
  const fashion = makeProduct({ category: 'fashion', rating: 5 });
  const related = relatedProducts([product, fashion, ...audio], product);
  expect(related.map((each) => each.rating)).toEqual([5, 4, 3, 2]);
  expect(related).not.toContain(product);
  expect(related).not.toContain(fashion);
});

it('is empty when the product is alone in its category', () => {
  const product = makeProduct({ category: 'cellphone' });
  expect(relatedProducts([product, makeProduct({ category: 'audio' })], product)).toEqual([]);
});
