// remote-apps' URLs in one place: the prefixes the host sends to this remote (its `basePaths` in the host's
// remotes.json) and the path of every page, so routes, menu links and navigation never repeat a string.
export const PREFIXES = [
  '/todo',
  '/scrum-board',
  '/calendar',
  '/chat',
  '/inbox',
  '/contact',
  '/invoice',
  '/ecommerce',
] as const;

export const paths = {
  todo: {
    list: '/todo/list',
  },
  scrumBoard: {
    boards: '/scrum-board',
    board: '/scrum-board/:id',
  },
  calendar: '/calendar',
  chat: '/chat',
  inbox: '/inbox',
  contacts: {
    table: '/contact/table',
    list: '/contact/list',
    card: '/contact/card',
    details: '/contact/details',
  },
  invoices: {
    list: '/invoice/list',
    invoice: '/invoice/:id',
  },
  ecommerce: {
    products: '/ecommerce/products',
    productDetails: '/ecommerce/product-details',
    cart: '/ecommerce/cart',
    checkout: '/ecommerce/checkout',
  },
} as const;
