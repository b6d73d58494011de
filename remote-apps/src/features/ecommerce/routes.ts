// The shop's pages, in a nested "E-commerce" group of the "Apps" menu. Product details open from a product
// (`?id=`), so the menu lists the catalogue, the cart and the checkout.
import type { FeatureRoutes } from 'shared-ui/route-contract';
import { APPS_GROUP } from '@apps/apps-menu';
import { paths } from '@apps/paths';

const GROUP = 'ecommerce';

export const ecommerceRoutes: FeatureRoutes = {
  groups: [{ id: GROUP, label: 'E-commerce', icon: 'shop', color: 'orange', order: 25, parent: APPS_GROUP }],
  pages: [
    {
      path: paths.ecommerce.products,
      title: 'Products',
      load: () => import('./ProductsPage'),
      menu: { group: GROUP, label: 'Products', order: 1 },
    },
    {
      path: paths.ecommerce.productDetails,
      title: 'Product details',
      load: () => import('./ProductDetailsPage'),
      parent: paths.ecommerce.products,
    },
    {
      path: paths.ecommerce.cart,
      title: 'Cart',
      load: () => import('./CartPage'),
      menu: { group: GROUP, label: 'Cart', order: 2 },
    },
    {
      path: paths.ecommerce.checkout,
      title: 'Checkout',
      load: () => import('./CheckoutPage'),
      menu: { group: GROUP, label: 'Checkout', order: 3 },
    },
  ],
};
