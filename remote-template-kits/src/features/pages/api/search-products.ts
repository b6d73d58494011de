// Shop products whose title, brand or category contains the query. The product list comes whole from the shop's
// API, so it is filtered here. A product opens on remote-apps' product page.
import { apiClient } from 'shared-auth';
import type { Product } from 'tessera-contracts';
import { anyContains, toAnswer, type SearchAnswer } from './search-types';

/** remote-apps' page of one product (`/ecommerce/product-details?id=`). */
export function productHref(id: number): string {
  return `/ecommerce/product-details?id=${id}`;
}

export async function searchProducts(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const { data } = await apiClient.get<Product[]>('/api/ecommerce/get-product-list', { signal });
  const found = data.filter((product) => anyContains(query, product.title, product.brand, product.category));
  return toAnswer(found, (product) => ({
    id: String(product.id),
    title: product.title,
    detail: `${product.brand} · ${product.category}`,
    href: productHref(product.id),
  }));
}
