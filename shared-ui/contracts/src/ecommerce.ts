// The e-commerce demo API's records (docs/demo-api.md, Shop): products with the lists the shop filters by, each
// signed-in user's cart, and (Tessera's; the original shop stopped at the cart) the orders a checkout places.

export const PRODUCT_CATEGORIES = ['audio', 'fashion', 'cellphone', 'accessories'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_RATING_MIN = 1;
export const PRODUCT_RATING_MAX = 5;
/** The most of one product a cart holds. */
export const CART_AMOUNT_MAX = 99;
/** A demo card number is 16 digits (docs/product.md, Strings). */
export const CARD_NUMBER_LENGTH = 16;

/** One view of a product: a picture the server holds (a path on this site) and what it shows ("back", "in sand"). */
export interface ProductPicture {
  url: string;
  view: string;
}

export interface Product {
  id: number;
  /** The main picture: a path on this site (`/api/ecommerce/files/…`), the gallery's first. */
  imgUrl: string;
  /** Every view of the product, the main picture first; empty for a product without pictures. */
  gallery: ProductPicture[];
  /** In US dollars, at most two decimals. */
  price: number;
  title: string;
  category: ProductCategory;
  brand: string;
  /** 1 to 5. */
  rating: number;
  freeShipping: boolean;
  description: string;
}

/** `get-category-list` and `get-brand-list`: a value and how many products have it. */
export interface ProductCountEntry {
  title: string;
  product: number;
}

/** `get-rating-list`: a rating and how many products have it. */
export interface RatingCountEntry {
  rate: number;
  product: number;
}

/** A cart item as the API answers it: the product's fields plus how many are in the cart. */
export interface CartItem extends Product {
  amount: number;
  /**
   * The cart line's version: update-cart-amount takes it back and refuses (417 TimestampMismatchError) an amount
   * set on a line that has changed since, e.g. in another tab.
   */
  modified: string;
}

export interface ShippingAddress {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

/** What `place-order` takes about the card; only its last four digits are kept. */
export interface PaymentDetails {
  cardHolder: string;
  cardNumber: string;
  /** MM/YY. */
  expiry: string;
}

/** `POST /api/ecommerce/place-order`. */
export interface PlaceOrderRequest {
  /** Made by the client once per checkout: the same key twice places one order. */
  idempotencyKey: string;
  shipping: ShippingAddress;
  payment: PaymentDetails;
}

export interface OrderLine {
  productId: number;
  title: string;
  /** Unit price in cents when ordered. */
  priceCents: number;
  amount: number;
}

export interface Order {
  id: number;
  /** Shown to the user, e.g. "TS-2026-00012". */
  orderNo: string;
  createdAt: string;
  shipping: ShippingAddress;
  cardHolder: string;
  cardLast4: string;
  lines: OrderLine[];
  totalCents: number;
}

/** A review's text, after trimming. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** One user's review of one product (each user writes at most one per product). */
export interface ProductReview {
  id: number;
  productId: number;
  /** The user who wrote it (their user name); only they may change or delete it. */
  author: string;
  /** How the author is shown. */
  authorName: string;
  /** 1 to 5 stars. */
  rating: number;
  /** Plain text, shown as text (never as HTML). */
  text: string;
  createdAt: string;
  modified: string;
}

/** A product's ratings from its reviews: how many of each number of stars, 5 first. */
export interface ReviewSummary {
  count: number;
  /** 0 when there are no reviews. */
  average: number;
  stars: { rating: number; count: number }[];
}

/** `get-review-list {productId}`: the product's reviews, newest first, and their summary. */
export interface ProductReviews {
  summary: ReviewSummary;
  reviews: ProductReview[];
}

/** `add-review` and `update-review`: the stars and the text. */
export interface ReviewInput {
  rating: number;
  text: string;
}
