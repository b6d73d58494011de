// The shop's sample products (docs/demo-api.md names the categories, not the products): six in each category, from
// a few made-up brands, with varied prices, ratings and shipping.

import type { ProductCategory } from 'tessera-contracts';

export interface SeedProduct {
  title: string;
  category: ProductCategory;
  brand: string;
  price: number;
  rating: number;
  freeShipping: boolean;
  description: string;
}

// prettier-ignore
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  { title: 'Wireless Over-Ear Headphones', category: 'audio', brand: 'Sonora', price: 129.99, rating: 5, freeShipping: true, description: 'Closed-back headphones with active noise cancelling, 30 hours of battery and a fold-flat design for travel.' },
  { title: 'Studio Monitor Headphones', category: 'audio', brand: 'Auralis', price: 89.5, rating: 4, freeShipping: true, description: 'Flat, honest sound for mixing and editing, with a detachable coiled cable and replaceable ear pads.' },
  { title: 'Sport Earbuds', category: 'audio', brand: 'Beatline', price: 49.0, rating: 4, freeShipping: false, description: 'Sweat-resistant earbuds with ear hooks that stay put on a run, and a pocket-sized charging case.' },
  { title: 'Portable Bluetooth Speaker', category: 'audio', brand: 'Sonora', price: 69.99, rating: 3, freeShipping: false, description: 'A splash-proof speaker the size of a water bottle, loud enough for a picnic and good for 12 hours.' },
  { title: 'Kids Volume-Limited Headphones', category: 'audio', brand: 'Beatline', price: 24.95, rating: 2, freeShipping: true, description: 'Soft, bendable headphones that cap the volume at a safe level, in colours children pick themselves.' },
  { title: 'Hi-Fi Turntable Headphones', category: 'audio', brand: 'Auralis', price: 219.0, rating: 5, freeShipping: true, description: 'Open-back headphones with walnut cups and a wide soundstage, made for long listening sessions at home.' },
  { title: 'Organic Cotton T-Shirt', category: 'fashion', brand: 'Linea', price: 19.99, rating: 4, freeShipping: false, description: 'A heavyweight crew-neck tee in organic cotton that keeps its shape wash after wash.' },
  { title: 'Linen Summer Shirt', category: 'fashion', brand: 'Linea', price: 45.0, rating: 3, freeShipping: true, description: 'A breathable linen shirt with a relaxed fit and coconut buttons, for warm days and warmer evenings.' },
  { title: 'Merino Base Layer', category: 'fashion', brand: 'Kestrel', price: 59.9, rating: 5, freeShipping: true, description: 'Fine merino wool that keeps you warm when it is cold and dry when you sweat, without the itch.' },
  { title: 'Rain Jacket', category: 'fashion', brand: 'Kestrel', price: 119.0, rating: 4, freeShipping: false, description: 'A packable waterproof shell with taped seams, pit zips and a hood that turns with your head.' },
  { title: 'Graphic Print Tee', category: 'fashion', brand: 'Northwind', price: 15.5, rating: 2, freeShipping: false, description: 'A soft cotton tee with a hand-drawn mountain print on the front.' },
  { title: 'Everyday Polo Shirt', category: 'fashion', brand: 'Northwind', price: 32.0, rating: 3, freeShipping: true, description: 'A piqué polo that looks smart at the office and survives the weekend.' },
  { title: 'Novaphone 12', category: 'cellphone', brand: 'Novaphone', price: 799.0, rating: 5, freeShipping: true, description: 'A 6.1-inch OLED phone with a triple camera, all-day battery and five years of updates.' },
  { title: 'Novaphone 12 Mini', category: 'cellphone', brand: 'Novaphone', price: 649.0, rating: 4, freeShipping: true, description: 'Everything of the Novaphone 12 in a body that fits a small hand and a small pocket.' },
  { title: 'Pixelle 8a', category: 'cellphone', brand: 'Pixelle', price: 449.0, rating: 4, freeShipping: false, description: 'A mid-range phone with a camera that punches above its price and a clean, fast system.' },
  { title: 'Pixelle Fold', category: 'cellphone', brand: 'Pixelle', price: 1299.0, rating: 3, freeShipping: true, description: 'A phone that opens into a small tablet, for reading, maps and two apps side by side.' },
  { title: 'Orbit Rugged Phone', category: 'cellphone', brand: 'Orbit', price: 329.99, rating: 3, freeShipping: false, description: 'A drop-proof, dust-proof phone with a week-long battery for building sites and hiking trails.' },
  { title: 'Orbit Lite', category: 'cellphone', brand: 'Orbit', price: 179.0, rating: 1, freeShipping: false, description: 'A simple, affordable phone for calls, messages and the apps you really use.' },
  { title: 'Analog Field Watch', category: 'accessories', brand: 'Timberline', price: 149.0, rating: 5, freeShipping: true, description: 'A 38 mm field watch with a sapphire crystal, luminous hands and a canvas strap.' },
  { title: 'Smart Fitness Band', category: 'accessories', brand: 'Orbit', price: 59.99, rating: 4, freeShipping: true, description: 'Tracks steps, sleep and heart rate, and lasts two weeks between charges.' },
  { title: 'Leather Watch Strap', category: 'accessories', brand: 'Timberline', price: 29.0, rating: 4, freeShipping: false, description: 'A vegetable-tanned leather strap with quick-release pins, in 18, 20 and 22 mm.' },
  { title: 'Phone Case with Card Slot', category: 'accessories', brand: 'Novaphone', price: 25.0, rating: 3, freeShipping: false, description: 'A slim case with room for two cards on the back, made for the Novaphone 12.' },
  { title: 'Travel Charger 65 W', category: 'accessories', brand: 'Pixelle', price: 39.5, rating: 2, freeShipping: true, description: 'A compact charger with two USB-C ports that powers a laptop and a phone at once.' },
  { title: 'Diver Watch', category: 'accessories', brand: 'Kestrel', price: 259.0, rating: 1, freeShipping: true, description: 'A 200 m water-resistant diver with a rotating bezel and a steel bracelet.' },
];
