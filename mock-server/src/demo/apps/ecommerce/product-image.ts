// Product pictures drawn here as small SVGs and answered as data: URLs, so the shop shows images without
// fetching anything from another site. Each category has its own silhouette; each product its own colour.

import type { ProductCategory } from 'tessera-contracts';

const SILHOUETTES: Record<ProductCategory, string> = {
  audio:
    '<path d="M60 150v-40a60 60 0 0 1 120 0v40" fill="none" stroke="FG" stroke-width="14" stroke-linecap="round"/>' +
    '<rect x="44" y="130" width="36" height="58" rx="14" fill="FG"/><rect x="160" y="130" width="36" height="58" rx="14" fill="FG"/>',
  fashion: '<path d="M88 52l-46 26 16 40 20-8v86h84v-86l20 8 16-40-46-26c-6 14-18 22-32 22s-26-8-32-22z" fill="FG"/>',
  cellphone:
    '<rect x="78" y="36" width="84" height="168" rx="16" fill="FG"/><rect x="88" y="54" width="64" height="124" rx="4" fill="BG"/>' +
    '<circle cx="120" cy="191" r="6" fill="BG"/>',
  accessories:
    '<rect x="100" y="28" width="40" height="184" rx="10" fill="FG" opacity=".55"/><circle cx="120" cy="120" r="46" fill="FG"/>' +
    '<circle cx="120" cy="120" r="34" fill="BG"/><path d="M120 96v24l16 10" fill="none" stroke="FG" stroke-width="6" stroke-linecap="round"/>',
};

/** A 240×240 picture of a product of `category` in the colour of `hue` (0–359), as a data: URL. */
export function productImage(category: ProductCategory, hue: number): string {
  const background = `hsl(${hue} 70% 92%)`;
  const foreground = `hsl(${hue} 55% 38%)`;
  const shape = SILHOUETTES[category].replaceAll('FG', foreground).replaceAll('BG', background);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<rect width="240" height="240" fill="${background}"/>${shape}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
