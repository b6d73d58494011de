// The contacts demo app (docs/demo-api.md, /api/user/*): one address book shared by every signed-in user.
// /api/user/all, ?id=, add, update (with `modified`) and delete come from the engine. Each sample contact's
// picture is an SVG of its initials generated here, inline as a data URI: nothing is fetched from another site.

import {
  CONTACT_ADDRESS_MAX,
  CONTACT_AGE_MAX,
  CONTACT_GENDERS,
  CONTACT_NAME_MAX,
  CONTACT_TEXT_MAX,
  type ContactFields,
} from 'tessera-contracts';
import type { DemoApp, DemoCollection, SchemaFor } from '../engine/definition';

// Background colours of the sample avatars; white initials read on each (contrast ≥ 4.5).
const AVATAR_COLORS = ['#1d4ed8', '#7e22ce', '#be123c', '#047857', '#b45309', '#0e7490', '#4338ca', '#9d174d'];

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round avatar with the person's initials (letters only reach the SVG, so nothing needs escaping). */
export function initialsAvatar(name: string, index: number): string {
  const letters = initials(name).replace(/[^A-Z]/g, '');
  const color = AVATAR_COLORS[index % AVATAR_COLORS.length] ?? '#1d4ed8';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${letters}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// prettier-ignore
const SEED_CONTACTS: readonly Omit<ContactFields, 'imgUrl'>[] = [
  { name: 'Amara Okafor', age: 34, gender: 'female', company: 'Northwind Logistics', email: 'amara.okafor@northwind.example', phone: '+234 803 555 0142', address: '12 Marina Road, Lagos, Nigeria', balance: 2450.75, isActive: true },
  { name: 'Lukas Schneider', age: 41, gender: 'male', company: 'Brightline Energy', email: 'lukas.schneider@brightline.example', phone: '+49 30 5550 1187', address: 'Friedrichstraße 44, Berlin, Germany', balance: 812.4, isActive: true },
  { name: 'Sofia Marques', age: 28, gender: 'female', company: 'Atlântico Design', email: 'sofia@atlantico.example', phone: '+351 21 555 0190', address: 'Rua Augusta 102, Lisbon, Portugal', balance: 0, isActive: false },
  { name: 'Hiroshi Tanaka', age: 52, gender: 'male', company: 'Kumo Systems', email: 'h.tanaka@kumo.example', phone: '+81 3 5550 2231', address: '2-8-1 Nishi-Shinjuku, Tokyo, Japan', balance: 15320, isActive: true },
  { name: 'Priya Raman', age: 31, gender: 'female', company: 'Lotus Analytics', email: 'priya.raman@lotus.example', phone: '+91 80 5550 3344', address: '45 MG Road, Bengaluru, India', balance: 3890.1, isActive: true },
  { name: 'Mateo Fernández', age: 26, gender: 'male', company: 'Pampa Foods', email: 'mateo.f@pampa.example', phone: '+54 11 5550 7788', address: 'Av. Corrientes 1234, Buenos Aires, Argentina', balance: 145.99, isActive: true },
  { name: 'Chloé Dubois', age: 45, gender: 'female', company: 'Maison Verte', email: 'chloe.dubois@maisonverte.example', phone: '+33 1 55 50 12 34', address: '8 Rue de Rivoli, Paris, France', balance: 7210.5, isActive: false },
  { name: 'Kwame Mensah', age: 38, gender: 'male', company: 'Gold Coast Traders', email: 'kwame@goldcoast.example', phone: '+233 30 555 0456', address: '17 Oxford Street, Accra, Ghana', balance: 980, isActive: true },
  { name: 'Elena Petrova', age: 29, gender: 'female', company: 'Volga Software', email: 'elena.petrova@volga.example', phone: '+359 2 555 0671', address: '5 Vitosha Blvd, Sofia, Bulgaria', balance: 512.25, isActive: true },
  { name: 'Noah Williams', age: 47, gender: 'male', company: 'Harbor Health', email: 'noah.williams@harbor.example', phone: '+1 206 555 0133', address: '900 Pine Street, Seattle, USA', balance: 22040.8, isActive: true },
  { name: 'Aisha Rahman', age: 33, gender: 'female', company: 'Delta Textiles', email: 'aisha.rahman@delta.example', phone: '+880 2 5550 8812', address: 'House 21, Road 7, Dhanmondi, Dhaka, Bangladesh', balance: 1300, isActive: true },
  { name: 'Oliver Bennett', age: 56, gender: 'male', company: 'Thames Capital', email: 'o.bennett@thames.example', phone: '+44 20 7946 0321', address: '30 Fenchurch Street, London, UK', balance: 48900, isActive: false },
  { name: 'Yuki Nakamura', age: 24, gender: 'other', company: 'Pixel Forge', email: 'yuki@pixelforge.example', phone: '+81 6 5550 4410', address: '1-1 Umeda, Osaka, Japan', balance: 76.3, isActive: true },
  { name: 'Isabela Costa', age: 39, gender: 'female', company: 'Rio Ventures', email: 'isabela.costa@rioventures.example', phone: '+55 21 5550 9021', address: 'Av. Atlântica 2000, Rio de Janeiro, Brazil', balance: 6400, isActive: true },
  { name: 'Jonas Lindqvist', age: 43, gender: 'male', company: 'Nordic Timber', email: 'jonas.lindqvist@nordic.example', phone: '+46 8 555 012 77', address: 'Drottninggatan 12, Stockholm, Sweden', balance: 3125.6, isActive: true },
  { name: 'Fatima Zahra', age: 36, gender: 'female', company: 'Atlas Pharma', email: 'fatima.zahra@atlas.example', phone: '+212 522 555 019', address: '14 Boulevard Anfa, Casablanca, Morocco', balance: 0, isActive: false },
  { name: 'Liam O’Connor', age: 30, gender: 'male', company: 'Emerald Games', email: 'liam.oconnor@emerald.example', phone: '+353 1 555 0188', address: '22 Grafton Street, Dublin, Ireland', balance: 290.45, isActive: true },
  { name: 'Mei Chen', age: 27, gender: 'female', company: 'Jade Robotics', email: 'mei.chen@jade.example', phone: '+86 21 5550 6677', address: '88 Century Avenue, Shanghai, China', balance: 11050, isActive: true },
  { name: 'Daniel Cohen', age: 50, gender: 'male', company: 'Carmel Insurance', email: 'daniel.cohen@carmel.example', phone: '+972 3 555 0144', address: '10 Rothschild Blvd, Tel Aviv, Israel', balance: 905.7, isActive: true },
  { name: 'Sara Haddad', age: 35, gender: 'female', company: 'Cedar Media', email: 'sara.haddad@cedar.example', phone: '+961 1 555 023', address: 'Hamra Street 40, Beirut, Lebanon', balance: 4620.15, isActive: true },
];

export const CONTACTS: DemoCollection = {
  name: 'contact',
  label: 'Contact',
  base: 'user',
  app: 'contacts',
  scope: 'shared',
  fields: {
    name: { type: 'text', required: true, trim: true, max: CONTACT_NAME_MAX },
    age: { type: 'integer', min: 0, max: CONTACT_AGE_MAX, default: 30 },
    gender: { type: 'text', enum: CONTACT_GENDERS, default: 'other' },
    company: { type: 'text', trim: true, max: CONTACT_TEXT_MAX, default: '' },
    email: { type: 'text', required: true, trim: true, max: CONTACT_TEXT_MAX, format: 'email' },
    phone: { type: 'text', trim: true, max: 40, default: '' },
    address: { type: 'text', trim: true, max: CONTACT_ADDRESS_MAX, default: '' },
    balance: { type: 'number', min: 0, max: 1_000_000_000, decimals: 2, default: 0 },
    isActive: { type: 'boolean', default: true },
    imgUrl: { type: 'text', max: 20_000, format: 'image', default: '' },
  } satisfies SchemaFor<ContactFields>,
  seed: () => SEED_CONTACTS.map((contact, index) => ({ ...contact, imgUrl: initialsAvatar(contact.name, index) })),
};

export default [CONTACTS] satisfies DemoApp;
