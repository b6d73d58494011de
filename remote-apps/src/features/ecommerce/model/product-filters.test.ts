import { makeProduct } from '@apps/testing/ecommerce-fixtures';
import {
  filterProducts,
  narrowsProducts,
  NO_PRODUCT_FILTERS,
  readProductFilters,
  toggleValue,
  writeProductFilters,
  type ProductFilters,
} from './product-filters';

const read = (query: string) => readProductFilters(new URLSearchParams(query));

describe('the filters in the URL', () => {
  it('round-trip through the query string, leaving out what is at its default', () => {
    const filters: ProductFilters = {
      search: 'phone case',
      categories: ['audio', 'fashion'],
      brands: ['Sonora'],
      rating: 4,
      freeShipping: true,
      minPrice: 10,
      maxPrice: 200,
      sort: 'price-desc',
      view: 'list',
    };
    const query = writeProductFilters(filters).toString();
    expect(query).toBe(
      'q=phone+case&category=audio&category=fashion&brand=Sonora&rating=4&free=1&min=10&max=200&sort=price-desc&view=list',
    );
    expect(read(query)).toEqual(filters);
    expect(writeProductFilters(NO_PRODUCT_FILTERS).toString()).toBe('');
    expect(read('')).toEqual(NO_PRODUCT_FILTERS);
  });

  it('drop what a hand-edited or old link gets wrong instead of failing', () => {
    expect(
      read('rating=9&min=-3&max=abc&sort=cheapest&view=table&free=yes&category=&category=audio&category=audio'),
    ).toEqual({
      ...NO_PRODUCT_FILTERS,
      categories: ['audio'],
    });
    expect(read(`q=${'x'.repeat(300)}`).search).toHaveLength(100);
  });
});

describe('filterProducts', () => {
  const headphones = makeProduct({
    title: 'Studio Headphones',
    category: 'audio',
    brand: 'Auralis',
    price: 89.5,
    rating: 4,
    freeShipping: true,
  });
  const earbuds = makeProduct({ title: 'Sport Earbuds', category: 'audio', brand: 'Beatline', price: 49, rating: 4 });
  const shirt = makeProduct({
    title: 'Linen Shirt',
    category: 'fashion',
    brand: 'Linea',
    price: 45,
    rating: 3,
    freeShipping: true,
  });
  const phone = makeProduct({
    title: 'Novaphone',
    category: 'cellphone',
    brand: 'Novaphone',
    price: 799,
    rating: 5,
    description: 'OLED screen',
  });
  const all = [headphones, earbuds, shirt, phone];
  const titles = (filters: Partial<ProductFilters>) =>
    filterProducts(all, { ...NO_PRODUCT_FILTERS, ...filters }).map((product) => product.title);

  it('narrows by category, brand, exact rating, free shipping and an inclusive price range', () => {
    expect(titles({ categories: ['audio'] })).toEqual(['Studio Headphones', 'Sport Earbuds']);
    expect(titles({ categories: ['audio', 'fashion'], rating: 4 })).toEqual(['Studio Headphones', 'Sport Earbuds']);
    expect(titles({ brands: ['Linea', 'Novaphone'] })).toEqual(['Linen Shirt', 'Novaphone']);
    expect(titles({ rating: 5 })).toEqual(['Novaphone']);
    expect(titles({ freeShipping: true })).toEqual(['Studio Headphones', 'Linen Shirt']);
    expect(titles({ minPrice: 45, maxPrice: 89 })).toEqual(['Sport Earbuds', 'Linen Shirt']);
    expect(titles({ minPrice: 46, maxPrice: 90 })).toEqual(['Studio Headphones', 'Sport Earbuds']);
  });

  it('searches every word in the title, brand, category and description, ignoring case', () => {
    expect(titles({ search: 'oled' })).toEqual(['Novaphone']);
    expect(titles({ search: 'AUDIO beatline' })).toEqual(['Sport Earbuds']);
    expect(titles({ search: '  ' })).toHaveLength(4);
  });

  it('sorts by price either way and by rating, keeping the catalogue order on ties', () => {
    expect(titles({ sort: 'price-asc' })).toEqual(['Linen Shirt', 'Sport Earbuds', 'Studio Headphones', 'Novaphone']);
    expect(titles({ sort: 'price-desc' })).toEqual(['Novaphone', 'Studio Headphones', 'Sport Earbuds', 'Linen Shirt']);
    expect(titles({ sort: 'rating-desc' })).toEqual(['Novaphone', 'Studio Headphones', 'Sport Earbuds', 'Linen Shirt']);
    expect(titles({})).toEqual(all.map((product) => product.title));
  });

  it('tells whether anything narrows the list', () => {
    expect(narrowsProducts({ ...NO_PRODUCT_FILTERS, sort: 'price-asc', view: 'list' })).toBe(false);
    expect(narrowsProducts({ ...NO_PRODUCT_FILTERS, maxPrice: 0 })).toBe(true);
  });
});

it('toggles a value in a list', () => {
  expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
  expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
});
