// The shop's sample reviews: two to four per product, by made-up customers, a few days to a few months old,
// their stars around the product's rating. Written per category, so that each reads as being about the product.

import type { ProductCategory } from 'tessera-contracts';
import type { Params } from '../../../frappe/params';
import { SEED_PRODUCTS } from './product-seed';

const REVIEWERS = [
  'Maya Chen',
  'Tomás Ortega',
  'Priya Nair',
  'Jonas Becker',
  'Amara Okafor',
  'Lena Svensson',
  'Hiro Tanaka',
  'Chloé Martin',
  'Samir Haddad',
  'Grace Müller',
];

/** Texts by the stars they go with (5, 4, 3, 2, 1), per category. */
const TEXTS: Record<ProductCategory, readonly string[]> = {
  audio: [
    'Sounds wonderful and is comfortable for hours. Worth every penny.',
    'Great sound and battery; the case is a little bulky for a small bag.',
    'Decent for the price, but the bass is thinner than I hoped.',
    'The fit never felt right and the sound was muddy at higher volume.',
    'Stopped pairing after two weeks. Sent it back.',
  ],
  fashion: [
    'Lovely fabric, true to size, and it still looks new after many washes.',
    'Fits well and feels good; the colour is a touch lighter than in the pictures.',
    'Nice enough, but it creased more than I expected.',
    'Runs small and the seams started to come loose.',
    'Shrank a full size after the first wash.',
  ],
  cellphone: [
    'Fast, great camera, and the battery easily lasts a long day.',
    'Very happy with it; the charger is sold separately, which is a pity.',
    'Does the job, though it gets warm when gaming.',
    'The screen scratches easily and the updates are slow to arrive.',
    'Kept restarting on its own. Returned it.',
  ],
  accessories: [
    'Beautifully made and exactly as described. I wear it every day.',
    'Good quality for the price; took a minute to get the fit right.',
    'Fine, but the finish is not quite as nice as in the photos.',
    'Feels cheaper than it looks, and the clasp is stiff.',
    'Broke within a month.',
  ],
};

/** How far from the product's rating each sample review's stars are. */
const STAR_OFFSETS = [0, -1, 1, 0];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The sample reviews, for the products whose ids `productIds` gives by title. */
export function seedReviews(productIds: ReadonlyMap<string, number>, now: Date): Params[] {
  return SEED_PRODUCTS.flatMap((product, index) => {
    const productId = productIds.get(product.title);
    if (productId === undefined) return [];
    const count = 2 + (index % 3);
    return Array.from({ length: count }, (_, n) => {
      const rating = Math.min(5, Math.max(1, product.rating + (STAR_OFFSETS[n] ?? 0)));
      const authorName = REVIEWERS[(index * 3 + n) % REVIEWERS.length] ?? 'A customer';
      return {
        productId,
        author: `sample:${authorName}`,
        authorName,
        rating,
        text: TEXTS[product.category][5 - rating],
        createdAt: new Date(now.getTime() - (3 + n * 17 + index) * DAY_MS).toISOString(),
      };
    });
  });
}
