import { apiClient } from 'shared-auth';
import { searchContacts } from './search-contacts';
import { searchProducts } from './search-products';

jest.mock('shared-auth', () => ({ apiClient: { get: jest.fn() } }));
const getMock = jest.mocked(apiClient.get);

it('finds contacts by name, company or email, ignoring case, each opening its details page', async () => {
  getMock.mockResolvedValue({
    data: [
      { id: 1, name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' },
      { id: 2, name: 'Bo Chen', company: 'Globex', email: 'bo@globex.io' },
      { id: 3, name: 'Cy Diaz', company: 'ACME Labs', email: 'cy@labs.io' },
    ],
  });
  const answer = await searchContacts('acme');
  expect(getMock).toHaveBeenCalledWith('/api/user/all', { signal: undefined });
  expect(answer).toEqual({
    hits: [
      { id: '1', title: 'Ann Lee', detail: 'Acme · ann@acme.io', href: '/contact/details?id=1' },
      { id: '3', title: 'Cy Diaz', detail: 'ACME Labs · cy@labs.io', href: '/contact/details?id=3' },
    ],
    hasMore: false,
  });
});

it('finds products by title, brand or category, each opening its product page', async () => {
  getMock.mockResolvedValue({
    data: [
      { id: 7, title: 'Studio Headphones', brand: 'Sonar', category: 'audio' },
      { id: 8, title: 'Linen Shirt', brand: 'Weave', category: 'fashion' },
    ],
  });
  const answer = await searchProducts('AUDIO');
  expect(answer.hits).toEqual([
    { id: '7', title: 'Studio Headphones', detail: 'Sonar · audio', href: '/ecommerce/product-details?id=7' },
  ]);
});
