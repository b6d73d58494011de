import { screen } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { makeProduct } from '@apps/testing/ecommerce-fixtures';
import ProductDetailsPage from './ProductDetailsPage';

jest.setTimeout(20_000);
let api: DemoApi;
const fetchProducts = () => api.route('GET /api/ecommerce/get-product-list');
const fetchCart = () => api.route('GET /api/ecommerce/get-cart-list');

beforeEach(() => {
  api = installDemoApi();
  fetchCart().mockResolvedValue([]);
});

afterEach(() => api.restore());

function openDetails(path: string) {
  renderPage(<ProductDetailsPage />, { route: '/ecommerce/product-details', path });
}

it("opens on the shop's first product when the link names none", async () => {
  fetchProducts().mockResolvedValue([makeProduct({ title: 'Sport Earbuds' }), makeProduct({ title: 'Linen Shirt' })]);
  openDetails('/ecommerce/product-details');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sport Earbuds' })).toBeVisible();
});

it('says a named product that is gone is not found, and does not jump to another', async () => {
  fetchProducts().mockResolvedValue([makeProduct({ title: 'Sport Earbuds' })]);
  openDetails('/ecommerce/product-details?id=99999');
  expect(await screen.findByText('Product not found')).toBeVisible();
});
