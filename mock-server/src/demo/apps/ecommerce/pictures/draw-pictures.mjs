// Draws the shop's sample product pictures (the .svg files beside this script) and their list, pictures.json:
// each product in a studio-catalogue style (a plain light backdrop, soft shadow, shaded shapes), in three views.
// The pictures are made for Tessera, so they can ship with the sample data. Run it after changing a drawing:
//   node mock-server/src/demo/apps/ecommerce/pictures/draw-pictures.mjs
// A redrawn picture needs a new file name (the server lets browsers keep a picture for a year): raise EDITION.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EDITION = 1;
const OUT_DIR = path.dirname(fileURLToPath(import.meta.url));
const SIZE = 480;

// ---- colours ---------------------------------------------------------------------------------------------

/** A colour as hue, saturation and lightness (0–100), and the same colour lighter or darker by `by`. */
const hsl = (h, s, l) => ({ h, s, l });
const css = ({ h, s, l }, by = 0) => hex(h % 360, s, Math.max(0, Math.min(100, l + by)));

/** `#rrggbb` of a hue, saturation and lightness. */
function hex(h, s, l) {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n) => Math.round(255 * (lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return `#${[f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A vertical (or, with `x`, horizontal) gradient of `color` from lighter to darker. */
function gradient(id, color, light = 14, dark = -14, x = false) {
  const end = x ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${css(color, light)}"/>` +
    `<stop offset="1" stop-color="${css(color, dark)}"/></linearGradient>`
  );
}

const METAL = hsl(215, 8, 74);
const DARK = hsl(220, 12, 16);

// ---- the frame every picture shares ------------------------------------------------------------------------

/** A picture: the backdrop, a soft shadow under the product at `shadowY`, the drawing; `zoom` crops into it. */
function picture({ defs = '', body, shadow = { y: 410, w: 150 }, zoom }) {
  const view = zoom ? `${zoom.x} ${zoom.y} ${zoom.size} ${zoom.size}` : `0 0 ${SIZE} ${SIZE}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${view}" width="${SIZE}" height="${SIZE}">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#fbfaf8"/>` +
    `<stop offset="1" stop-color="#e6e3de"/></radialGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#3b352c" stop-opacity=".32"/>` +
    `<stop offset="1" stop-color="#3b352c" stop-opacity="0"/></radialGradient>${defs}</defs>` +
    `<rect x="-480" y="-480" width="1440" height="1440" fill="url(#bg)"/>` +
    `<ellipse cx="240" cy="${shadow.y}" rx="${shadow.w}" ry="${Math.round(shadow.w / 7)}" fill="url(#sh)"/>` +
    `${body}</svg>`
  );
}

const CLOSE_UP = { x: 140, y: 90, size: 250 };

// ---- audio ----------------------------------------------------------------------------------------------------

function headphones(c, { openBack = false, kids = false, cable = false } = {}) {
  const cupW = kids ? 92 : 84;
  const defs =
    gradient('b', c, 16, -16) +
    gradient('cup', c, 10, -22, true) +
    gradient('pad', DARK, 14, -4, true) +
    gradient('m', METAL, 16, -20, true) +
    (openBack
      ? `<pattern id="gr" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="2.2" fill="#2a2622"/></pattern>`
      : '');
  const cup = (x) => {
    const cx = x + cupW / 2;
    return (
      `<rect x="${x - 8}" y="196" width="${cupW + 16}" height="150" rx="${kids ? 50 : 40}" fill="url(#pad)"/>` +
      `<rect x="${x}" y="204" width="${cupW}" height="134" rx="${kids ? 44 : 34}" fill="url(#cup)"/>` +
      (openBack
        ? `<rect x="${x + 14}" y="220" width="${cupW - 28}" height="102" rx="24" fill="url(#gr)" opacity=".85"/>`
        : `<ellipse cx="${cx}" cy="271" rx="${cupW / 2 - 18}" ry="44" fill="${css(c, 8)}" opacity=".5"/>`) +
      `<rect x="${x + 12}" y="212" width="10" height="110" rx="5" fill="#fff" opacity=".22"/>`
    );
  };
  const band =
    `<path d="M118 230V170a122 122 0 0 1 244 0v60" fill="none" stroke="url(#m)" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M132 168a108 108 0 0 1 216 0" fill="none" stroke="url(#b)" stroke-width="${kids ? 30 : 24}" stroke-linecap="round"/>` +
    `<path d="M150 150a96 96 0 0 1 60-56" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>`;
  const wire = cable
    ? `<path d="M${110 + cupW / 2} 346c0 30 10 40 30 40s30 10 30 30" fill="none" stroke="${css(DARK)}" stroke-width="6" stroke-linecap="round"/>`
    : '';
  return { defs, body: band + cup(104) + cup(376 - cupW) + wire, shadow: { y: 392, w: 170 } };
}

function headphonesSide(c, options = {}) {
  const defs =
    gradient('b', c, 16, -16) +
    gradient('cup', c, 14, -20) +
    `<radialGradient id="pad" cx=".45" cy=".4"><stop offset=".55" stop-color="${css(DARK, 10)}"/><stop offset="1" stop-color="${css(DARK, -6)}"/></radialGradient>` +
    gradient('m', METAL, 16, -20, true);
  const inner = options.openBack
    ? `<circle cx="240" cy="270" r="62" fill="#2a2622" opacity=".8"/>` +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<circle cx="240" cy="270" r="${12 + i * 9}" fill="none" stroke="${css(c, 10)}" stroke-width="2" opacity=".6"/>`,
        )
        .join('')
    : `<circle cx="240" cy="270" r="62" fill="url(#cup)"/><circle cx="222" cy="250" r="22" fill="#fff" opacity=".18"/>`;
  return {
    defs,
    body:
      `<path d="M240 190V120" stroke="url(#m)" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M150 132c40-50 140-50 180 0" fill="none" stroke="url(#b)" stroke-width="26" stroke-linecap="round"/>` +
      `<circle cx="240" cy="270" r="106" fill="url(#pad)"/><circle cx="240" cy="270" r="86" fill="url(#cup)"/>${inner}` +
      `<rect x="214" y="360" width="52" height="10" rx="5" fill="${css(DARK, 20)}"/>`,
    shadow: { y: 396, w: 120 },
  };
}

function earbuds(c) {
  const defs = gradient('case', c, 18, -10) + gradient('bud', c, 20, -18, true) + gradient('tip', DARK, 18, 0);
  const bud = (x, flip) =>
    `<g transform="translate(${x} 176)${flip ? ' scale(-1 1)' : ''}">` +
    `<path d="M0 40c0-30 24-48 48-48s36 20 36 42c0 30-24 44-46 44v64c0 10-16 10-16 0V78C8 72 0 58 0 40z" fill="url(#bud)"/>` +
    `<ellipse cx="46" cy="30" rx="18" ry="15" fill="url(#tip)"/>` +
    `<path d="M10 30c2-18 14-28 28-30" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity=".4"/>` +
    `<path d="M70 8c30-24 56-10 56 16" fill="none" stroke="${css(c, -10)}" stroke-width="8" stroke-linecap="round"/></g>`;
  return {
    defs,
    body:
      `<rect x="150" y="300" width="180" height="92" rx="44" fill="url(#case)"/>` +
      `<path d="M150 330h180" stroke="${css(c, -24)}" stroke-width="3"/>` +
      `<circle cx="240" cy="360" r="5" fill="#7ef0a0"/>` +
      bud(112, false) +
      bud(368, true),
    shadow: { y: 396, w: 150 },
  };
}

function earbudsCase(c) {
  const defs = gradient('case', c, 18, -12) + gradient('in', DARK, 12, -6);
  return {
    defs,
    body:
      `<path d="M130 240a110 60 0 0 1 220 0z" fill="url(#case)" transform="rotate(-18 130 240)"/>` +
      `<rect x="130" y="240" width="220" height="120" rx="56" fill="url(#case)"/>` +
      `<rect x="150" y="244" width="180" height="40" rx="20" fill="url(#in)"/>` +
      `<ellipse cx="198" cy="262" rx="24" ry="12" fill="${css(c, 6)}"/><ellipse cx="282" cy="262" rx="24" ry="12" fill="${css(c, 6)}"/>` +
      `<circle cx="240" cy="328" r="6" fill="#7ef0a0"/><rect x="144" y="296" width="10" height="46" rx="5" fill="#fff" opacity=".25"/>`,
    shadow: { y: 368, w: 140 },
  };
}

function speaker(c, top = false) {
  const defs =
    gradient('f', c, 12, -18, true) +
    gradient('cap', DARK, 22, 0) +
    `<pattern id="mesh" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.6" fill="#000" opacity=".22"/></pattern>`;
  if (top) {
    return {
      defs,
      body:
        `<ellipse cx="240" cy="240" rx="140" ry="140" fill="url(#f)"/><ellipse cx="240" cy="240" rx="122" ry="122" fill="url(#cap)"/>` +
        ['M200 240h24', 'M256 240h24M268 228v24', 'M236 200l14 10-14 10z']
          .map((d) => `<path d="${d}" stroke="#cfd3da" stroke-width="6" stroke-linecap="round" fill="#cfd3da"/>`)
          .join('') +
        `<circle cx="240" cy="290" r="16" fill="none" stroke="#cfd3da" stroke-width="5"/>`,
      shadow: { y: 400, w: 150 },
    };
  }
  return {
    defs,
    body:
      `<rect x="170" y="110" width="140" height="270" rx="60" fill="url(#f)"/>` +
      `<rect x="170" y="150" width="140" height="190" fill="url(#mesh)"/>` +
      `<ellipse cx="240" cy="124" rx="64" ry="18" fill="url(#cap)"/><ellipse cx="240" cy="366" rx="64" ry="16" fill="${css(DARK, 4)}"/>` +
      `<rect x="184" y="150" width="14" height="190" rx="7" fill="#fff" opacity=".2"/>` +
      `<rect x="300" y="170" width="24" height="150" rx="12" fill="none" stroke="${css(DARK, 10)}" stroke-width="8"/>` +
      `<circle cx="240" cy="245" r="18" fill="${css(c, 18)}" opacity=".7"/>`,
    shadow: { y: 388, w: 110 },
  };
}

// ---- fashion ----------------------------------------------------------------------------------------------------

/** A garment laid flat: `sleeve` 'short' or 'long'; `collar` 'crew', 'polo', 'shirt' or 'hood'. */
function garment(c, { sleeve = 'short', collar = 'crew', back = false, print = false, zip = false } = {}) {
  const defs =
    gradient('g', c, 10, -14) +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".12"/>` +
    `<stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`;
  const sleeves =
    sleeve === 'long'
      ? 'M170 96L112 118 64 330l44 14 56-170M310 96l58 22 48 212-44 14-56-170'
      : 'M170 96l-64 26-36 92 56 24 40-62M310 96l64 26 36 92-56 24-40-62';
  const torso = 'M170 96c14 18 40 28 70 28s56-10 70-28l24 14v270H146V110z';
  const cuff =
    sleeve === 'long'
      ? `<path d="M66 322l44 14M414 322l-44 14" stroke="${css(c, -18)}" stroke-width="10"/>`
      : `<path d="M74 206l52 22M406 206l-52 22" stroke="${css(c, -12)}" stroke-width="6"/>`;
  let neck = '';
  if (collar === 'crew') {
    neck = back
      ? `<path d="M176 98c14 10 38 16 64 16s50-6 64-16" fill="none" stroke="${css(c, -16)}" stroke-width="8"/>`
      : `<path d="M170 96c14 24 40 34 70 34s56-10 70-34" fill="none" stroke="${css(c, -16)}" stroke-width="10"/>`;
  } else if (collar === 'polo' || collar === 'shirt') {
    const placket =
      collar === 'polo'
        ? `<rect x="230" y="120" width="20" height="70" fill="${css(c, -6)}"/>` +
          [140, 166].map((y) => `<circle cx="240" cy="${y}" r="4" fill="#f4efe6"/>`).join('')
        : `<path d="M240 122v258" stroke="${css(c, -10)}" stroke-width="3"/>` +
          [150, 200, 250, 300, 350]
            .map((y) => `<circle cx="246" cy="${y}" r="4.5" fill="#efe4cf" stroke="#a08a66" stroke-width="1.5"/>`)
            .join('');
    neck = back
      ? `<path d="M170 96c20 14 120 14 140 0l-6-18c-30 10-98 10-128 0z" fill="${css(c, -4)}"/>`
      : placket +
        `<path d="M170 96l70 30-36 30-40-42zM310 96l-70 30 36 30 40-42z" fill="${css(c, 4)}" stroke="${css(c, -16)}" stroke-width="3"/>`;
  } else {
    neck = back
      ? `<path d="M164 100c0-50 34-74 76-74s76 24 76 74c-20 20-132 20-152 0z" fill="${css(c, -6)}"/>`
      : `<path d="M164 104c0-54 34-80 76-80s76 26 76 80l-30 18c0-40-20-62-46-62s-46 22-46 62z" fill="${css(c, -6)}"/>` +
        `<path d="M194 122c0-40 20-62 46-62s46 22 46 62c-14 10-78 10-92 0z" fill="${css(DARK, 6)}"/>`;
  }
  const front = back
    ? ''
    : (zip
        ? `<path d="M240 120v260" stroke="${css(DARK, 20)}" stroke-width="6"/><rect x="234" y="130" width="12" height="22" rx="3" fill="${css(METAL)}"/>` +
          `<path d="M168 300h50M262 300h50" stroke="${css(c, -20)}" stroke-width="5" stroke-linecap="round"/>`
        : '') +
      (print
        ? `<path d="M186 250l34-50 20 26 16-20 38 44z" fill="#f5f1e8"/><path d="M210 214l10-14 8 10-8 4z" fill="${css(c)}"/>` +
          `<circle cx="274" cy="182" r="12" fill="#f5c34b"/>`
        : '');
  return {
    defs,
    body:
      `<path d="${sleeves}" fill="url(#g)"/><path d="${torso}" fill="url(#g)"/>` +
      `<path d="${torso}" fill="url(#fold)"/>${cuff}` +
      `<path d="M146 372h188" stroke="${css(c, -16)}" stroke-width="8"/>${front}${neck}`,
    shadow: { y: 404, w: 160 },
  };
}

// ---- phones --------------------------------------------------------------------------------------------------

function phone(c, { back = false, lenses = 3, scale = 1, rugged = false, screenHue = 250 } = {}) {
  const w = Math.round(170 * scale);
  const h = Math.round(330 * scale);
  const x = 240 - w / 2;
  const y = 392 - h;
  const r = Math.round(30 * scale);
  const screen = hsl(screenHue, 70, 56);
  const defs =
    gradient('body', c, 14, -16, true) +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${css(screen, 16)}"/>` +
    `<stop offset=".55" stop-color="${css(screen, -8)}"/><stop offset="1" stop-color="${css(hsl(screenHue + 60, 60, 30))}"/></linearGradient>` +
    gradient('lens', DARK, 14, -8);
  const frame =
    (rugged
      ? `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 24}" rx="${r + 12}" fill="${css(DARK, 8)}"/>`
      : '') + `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#body)"/>`;
  const bumpers = rugged
    ? [
        [x - 12, y - 12],
        [x + w - 28, y - 12],
        [x - 12, y + h - 28],
        [x + w - 28, y + h - 28],
      ]
        .map(
          ([bx, by]) =>
            `<rect x="${bx}" y="${by}" width="40" height="40" rx="14" fill="${css(c, -20)}"/><circle cx="${bx + 20}" cy="${by + 20}" r="4" fill="${css(METAL)}"/>`,
        )
        .join('')
    : '';
  if (back) {
    const lensR = Math.round(17 * scale);
    const spots = [
      [x + 40 * scale, y + 44 * scale],
      [x + 40 * scale, y + 90 * scale],
      [x + 84 * scale, y + 67 * scale],
    ].slice(0, lenses);
    return {
      defs,
      body:
        frame +
        `<rect x="${x + 14 * scale}" y="${y + 16 * scale}" width="${104 * scale}" height="${104 * scale}" rx="${24 * scale}" fill="${css(c, 8)}" stroke="${css(c, -10)}" stroke-width="2"/>` +
        spots
          .map(
            ([lx, ly]) =>
              `<circle cx="${lx}" cy="${ly}" r="${lensR}" fill="url(#lens)" stroke="${css(METAL)}" stroke-width="3"/><circle cx="${lx - 5}" cy="${ly - 5}" r="4" fill="#fff" opacity=".5"/>`,
          )
          .join('') +
        `<circle cx="240" cy="${y + h * 0.58}" r="${14 * scale}" fill="none" stroke="${css(c, -12)}" stroke-width="3"/>` +
        `<rect x="${x + 10}" y="${y + 20}" width="8" height="${h - 40}" rx="4" fill="#fff" opacity=".25"/>` +
        bumpers,
      shadow: { y: 400, w: w * 0.7 },
    };
  }
  const inset = Math.round(9 * scale);
  const sx = x + inset;
  const sy = y + inset;
  const sw = w - 2 * inset;
  const shh = h - 2 * inset;
  return {
    defs,
    body:
      frame +
      `<rect x="${sx}" y="${sy}" width="${sw}" height="${shh}" rx="${r - inset}" fill="url(#scr)"/>` +
      `<path d="M${sx} ${sy + shh * 0.62}c${sw * 0.3}-40 ${sw * 0.6} 30 ${sw} -10v${shh * 0.38 - r}a${r - inset} ${r - inset} 0 0 1-${r - inset} ${r - inset}H${sx + r - inset}a${r - inset} ${r - inset} 0 0 1-${r - inset}-${r - inset}z" fill="#fff" opacity=".16"/>` +
      `<circle cx="240" cy="${sy + 16 * scale}" r="${6 * scale}" fill="#111"/>` +
      `<text x="240" y="${sy + shh * 0.3}" font-family="Arial,sans-serif" font-size="${Math.round(38 * scale)}" font-weight="300" fill="#fff" text-anchor="middle">9:41</text>` +
      `<path d="M${sx + 6} ${sy + 10}l${sw * 0.45} 0" stroke="#fff" stroke-width="0" />` +
      `<path d="M${sx} ${sy}h${sw * 0.5}L${sx} ${sy + shh * 0.5}z" fill="#fff" opacity=".08"/>` +
      bumpers,
    shadow: { y: 400, w: w * 0.7 },
  };
}

function foldPhone(c, closed = false) {
  if (closed) return phone(c, { back: true, lenses: 3, scale: 0.92 });
  const screen = hsl(200, 70, 55);
  const defs =
    gradient('body', c, 14, -16, true) +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${css(screen, 18)}"/>` +
    `<stop offset="1" stop-color="${css(hsl(280, 60, 34))}"/></linearGradient>`;
  return {
    defs,
    body:
      `<rect x="92" y="96" width="296" height="296" rx="28" fill="url(#body)"/>` +
      `<rect x="102" y="106" width="276" height="276" rx="20" fill="url(#scr)"/>` +
      `<rect x="116" y="126" width="116" height="110" rx="12" fill="#fff" opacity=".22"/>` +
      `<rect x="248" y="126" width="116" height="54" rx="12" fill="#fff" opacity=".18"/>` +
      `<rect x="248" y="190" width="116" height="46" rx="12" fill="#fff" opacity=".14"/>` +
      `<rect x="116" y="250" width="248" height="116" rx="12" fill="#fff" opacity=".12"/>` +
      `<path d="M240 98v292" stroke="#000" stroke-opacity=".18" stroke-width="3"/>` +
      `<path d="M242 98v292" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`,
    shadow: { y: 404, w: 170 },
  };
}

// ---- accessories -------------------------------------------------------------------------------------------

function watch(c, { diver = false, strap = c, bracelet = false } = {}) {
  const defs =
    gradient('st', strap, 10, -14, true) +
    gradient('m', METAL, 20, -22) +
    `<radialGradient id="dial" cx=".4" cy=".35"><stop offset="0" stop-color="${css(c, 12)}"/><stop offset="1" stop-color="${css(c, -14)}"/></radialGradient>`;
  const band = bracelet
    ? [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="196" y="${40 + i * 24}" width="88" height="20" rx="4" fill="url(#m)"/><rect x="196" y="${336 + i * 24}" width="88" height="20" rx="4" fill="url(#m)"/>`,
        )
        .join('')
    : `<rect x="198" y="36" width="84" height="150" rx="14" fill="url(#st)"/><rect x="198" y="294" width="84" height="150" rx="14" fill="url(#st)"/>` +
      [330, 356, 382].map((y) => `<circle cx="240" cy="${y}" r="5" fill="${css(strap, -24)}"/>`).join('');
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const big = i % 3 === 0;
    return `<rect x="237" y="${big ? 170 : 174}" width="6" height="${big ? 18 : 10}" rx="2" fill="#f7f3e8" transform="rotate(${i * 30} 240 240)"/>`;
  }).join('');
  const bezel = diver
    ? `<circle cx="240" cy="240" r="96" fill="${css(DARK, 2)}"/>` +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="238" y="148" width="4" height="${i === 0 ? 0 : 10}" fill="#dfe3ea" transform="rotate(${i * 30} 240 240)"/>`,
      ).join('') +
      `<path d="M240 146l-8 12h16z" fill="#f0d060"/>`
    : '';
  return {
    defs,
    body:
      band +
      `<circle cx="240" cy="240" r="${diver ? 104 : 92}" fill="url(#m)"/>` +
      bezel +
      `<rect x="${diver ? 338 : 326}" y="228" width="18" height="24" rx="5" fill="url(#m)"/>` +
      `<circle cx="240" cy="240" r="78" fill="url(#dial)"/>${ticks}` +
      `<rect x="236" y="190" width="8" height="54" rx="4" fill="#f7f3e8" transform="rotate(-50 240 240)"/>` +
      `<rect x="237" y="176" width="6" height="68" rx="3" fill="#f7f3e8" transform="rotate(62 240 240)"/>` +
      `<rect x="239" y="168" width="2" height="80" fill="#e0533d" transform="rotate(150 240 240)"/>` +
      `<circle cx="240" cy="240" r="6" fill="#e0533d"/>` +
      `<path d="M186 200a70 70 0 0 1 54-40" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity=".25"/>`,
    shadow: { y: 452, w: 110 },
  };
}

function fitnessBand(c) {
  const defs = gradient('st', c, 12, -16, true) + gradient('pod', DARK, 18, -2);
  return {
    defs,
    body:
      `<rect x="206" y="40" width="68" height="400" rx="34" fill="url(#st)"/>` +
      [320, 346, 372, 398].map((y) => `<circle cx="240" cy="${y}" r="4" fill="${css(c, -24)}"/>`).join('') +
      `<rect x="196" y="150" width="88" height="170" rx="40" fill="url(#pod)"/>` +
      `<rect x="206" y="168" width="68" height="134" rx="30" fill="#0b0d12"/>` +
      `<text x="240" y="226" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">8 412</text>` +
      `<text x="240" y="248" font-family="Arial,sans-serif" font-size="12" fill="#9aa3b2" text-anchor="middle">steps</text>` +
      `<path d="M228 270c0-6 8-8 12-2 4-6 12-4 12 2 0 8-12 14-12 14s-12-6-12-14z" fill="#ff5a6e"/>`,
    shadow: { y: 452, w: 90 },
  };
}

function leatherStrap(c) {
  const defs = gradient('st', c, 14, -16, true) + gradient('m', METAL, 20, -22);
  const stitch = (x, y, h) =>
    `<rect x="${x + 6}" y="${y + 6}" width="60" height="${h - 12}" rx="10" fill="none" stroke="${css(c, 20)}" stroke-width="2" stroke-dasharray="6 5"/>`;
  return {
    defs,
    body:
      `<rect x="120" y="60" width="72" height="250" rx="12" fill="url(#st)"/>${stitch(123, 60, 250)}` +
      `<rect x="108" y="290" width="96" height="60" rx="10" fill="none" stroke="url(#m)" stroke-width="10"/>` +
      `<path d="M156 290v54" stroke="url(#m)" stroke-width="7" stroke-linecap="round"/>` +
      `<rect x="288" y="110" width="72" height="300" rx="36" fill="url(#st)"/>${stitch(291, 110, 300)}` +
      [190, 224, 258, 292, 326]
        .map((y) => `<ellipse cx="324" cy="${y}" rx="6" ry="7" fill="${css(c, -30)}"/>`)
        .join('') +
      `<rect x="126" y="66" width="8" height="220" rx="4" fill="#fff" opacity=".2"/>`,
    shadow: { y: 420, w: 150 },
  };
}

function phoneCase(c, slot = true) {
  const defs = gradient('body', c, 12, -16, true) + gradient('card', hsl(205, 60, 52), 14, -10);
  return {
    defs,
    body:
      `<rect x="150" y="58" width="180" height="344" rx="34" fill="url(#body)"/>` +
      `<rect x="162" y="70" width="112" height="112" rx="26" fill="${css(c, -22)}"/>` +
      `<rect x="170" y="78" width="96" height="96" rx="20" fill="#e9e6e1"/>` +
      (slot
        ? `<rect x="188" y="230" width="104" height="66" rx="8" fill="url(#card)" transform="rotate(-4 240 262)"/>` +
          `<rect x="172" y="256" width="136" height="116" rx="14" fill="${css(c, -8)}" stroke="${css(c, -20)}" stroke-width="2"/>` +
          `<path d="M218 256a22 16 0 0 0 44 0" fill="${css(c, -20)}"/>`
        : `<circle cx="240" cy="292" r="18" fill="none" stroke="${css(c, -14)}" stroke-width="4"/>`) +
      `<rect x="160" y="86" width="8" height="290" rx="4" fill="#fff" opacity=".22"/>`,
    shadow: { y: 410, w: 125 },
  };
}

function charger(c) {
  const defs = gradient('body', c, 10, -14) + gradient('side', c, -6, -22) + gradient('m', METAL, 20, -22);
  return {
    defs,
    body:
      `<path d="M206 178v-70M274 178v-70" stroke="url(#m)" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M136 190l104-34 104 34v150l-104 40-104-40z" fill="url(#side)"/>` +
      `<path d="M136 190l104 36 104-36-104-34z" fill="${css(c, 16)}"/>` +
      `<path d="M240 226v154l104-40V190z" fill="url(#body)"/>` +
      `<rect x="272" y="258" width="44" height="14" rx="7" fill="${css(DARK)}" transform="skewY(-21 294 265)"/>` +
      `<rect x="272" y="298" width="44" height="14" rx="7" fill="${css(DARK)}" transform="skewY(-21 294 305)"/>` +
      `<text x="184" y="300" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="${css(c, -30)}" text-anchor="middle" transform="skewY(19 184 300)">65W</text>`,
    shadow: { y: 392, w: 140 },
  };
}

// ---- the products ------------------------------------------------------------------------------------------

const view = (label, drawing, zoom) => ({ label, drawing, zoom });

/** Each sample product (by title, as product-seed.ts names it): its views, the first the main picture. */
const PRODUCTS = {
  'Wireless Over-Ear Headphones': [
    view('front', headphones(hsl(212, 22, 30))),
    view('side', headphonesSide(hsl(212, 22, 30))),
    view('in sand', headphones(hsl(34, 30, 72))),
  ],
  'Studio Monitor Headphones': [
    view('front', headphones(hsl(222, 10, 22), { cable: true })),
    view('side', headphonesSide(hsl(222, 10, 22))),
    view('in studio white', headphones(hsl(30, 8, 88), { cable: true })),
  ],
  'Sport Earbuds': [
    view('with case', earbuds(hsl(150, 55, 42))),
    view('case open', earbudsCase(hsl(150, 55, 42))),
    view('in black', earbuds(hsl(220, 10, 24))),
  ],
  'Portable Bluetooth Speaker': [
    view('front', speaker(hsl(14, 70, 52))),
    view('controls', speaker(hsl(14, 70, 52), true)),
    view('in teal', speaker(hsl(182, 50, 38))),
  ],
  'Kids Volume-Limited Headphones': [
    view('front', headphones(hsl(326, 70, 62), { kids: true })),
    view('side', headphonesSide(hsl(326, 70, 62))),
    view('in sky blue', headphones(hsl(198, 75, 56), { kids: true })),
  ],
  'Hi-Fi Turntable Headphones': [
    view('front', headphones(hsl(26, 48, 36), { openBack: true, cable: true })),
    view('side', headphonesSide(hsl(26, 48, 36), { openBack: true })),
    view('in ebony', headphones(hsl(20, 14, 20), { openBack: true, cable: true })),
  ],
  'Organic Cotton T-Shirt': [
    view('front', garment(hsl(4, 62, 52))),
    view('back', garment(hsl(4, 62, 52), { back: true })),
    view('in oat', garment(hsl(38, 30, 80))),
  ],
  'Linen Summer Shirt': [
    view('front', garment(hsl(44, 42, 78), { sleeve: 'long', collar: 'shirt' })),
    view('back', garment(hsl(44, 42, 78), { sleeve: 'long', collar: 'shirt', back: true })),
    view('in sky', garment(hsl(205, 48, 76), { sleeve: 'long', collar: 'shirt' })),
  ],
  'Merino Base Layer': [
    view('front', garment(hsl(192, 40, 36), { sleeve: 'long' })),
    view('back', garment(hsl(192, 40, 36), { sleeve: 'long', back: true })),
    view('in charcoal', garment(hsl(220, 6, 30), { sleeve: 'long' })),
  ],
  'Rain Jacket': [
    view('front', garment(hsl(96, 42, 40), { sleeve: 'long', collar: 'hood', zip: true })),
    view('back', garment(hsl(96, 42, 40), { sleeve: 'long', collar: 'hood', back: true })),
    view('in signal yellow', garment(hsl(46, 90, 54), { sleeve: 'long', collar: 'hood', zip: true })),
  ],
  'Graphic Print Tee': [
    view('front', garment(hsl(270, 30, 34), { print: true })),
    view('back', garment(hsl(270, 30, 34), { back: true })),
    view('in forest', garment(hsl(150, 30, 28), { print: true })),
  ],
  'Everyday Polo Shirt': [
    view('front', garment(hsl(226, 52, 36), { collar: 'polo' })),
    view('back', garment(hsl(226, 52, 36), { collar: 'polo', back: true })),
    view('in white', garment(hsl(40, 12, 92), { collar: 'polo' })),
  ],
  'Novaphone 12': [
    view('front', phone(hsl(222, 22, 26))),
    view('back', phone(hsl(222, 22, 26), { back: true })),
    view('in silver', phone(hsl(210, 8, 80), { back: true })),
  ],
  'Novaphone 12 Mini': [
    view('front', phone(hsl(160, 28, 56), { scale: 0.84, screenHue: 170 })),
    view('back', phone(hsl(160, 28, 56), { back: true, scale: 0.84 })),
    view('in rose', phone(hsl(350, 40, 76), { back: true, scale: 0.84 })),
  ],
  'Pixelle 8a': [
    view('front', phone(hsl(52, 40, 80), { screenHue: 30 })),
    view('back', phone(hsl(52, 40, 80), { back: true, lenses: 2 })),
    view('in obsidian', phone(hsl(230, 10, 18), { back: true, lenses: 2 })),
  ],
  'Pixelle Fold': [
    view('open', foldPhone(hsl(296, 16, 30))),
    view('folded', foldPhone(hsl(296, 16, 30), true)),
    view('open, in porcelain', foldPhone(hsl(40, 14, 86))),
  ],
  'Orbit Rugged Phone': [
    view('front', phone(hsl(28, 80, 50), { rugged: true, screenHue: 140 })),
    view('back', phone(hsl(28, 80, 50), { back: true, lenses: 2, rugged: true })),
    view('in olive', phone(hsl(80, 30, 34), { rugged: true, screenHue: 140 })),
  ],
  'Orbit Lite': [
    view('front', phone(hsl(8, 60, 56), { screenHue: 200, scale: 0.9 })),
    view('back', phone(hsl(8, 60, 56), { back: true, lenses: 1, scale: 0.9 })),
    view('in mint', phone(hsl(150, 40, 70), { back: true, lenses: 1, scale: 0.9 })),
  ],
  'Analog Field Watch': [
    view('front', watch(hsl(90, 20, 30), { strap: hsl(84, 28, 42) })),
    view('dial close-up', watch(hsl(90, 20, 30), { strap: hsl(84, 28, 42) }), CLOSE_UP),
    view('with sand strap', watch(hsl(90, 20, 30), { strap: hsl(36, 36, 66) })),
  ],
  'Smart Fitness Band': [
    view('front', fitnessBand(hsl(176, 50, 40))),
    view('screen close-up', fitnessBand(hsl(176, 50, 40)), CLOSE_UP),
    view('in coral', fitnessBand(hsl(8, 70, 62))),
  ],
  'Leather Watch Strap': [
    view('front', leatherStrap(hsl(24, 54, 38))),
    view('buckle close-up', leatherStrap(hsl(24, 54, 38)), { x: 62, y: 236, size: 150 }),
    view('in black', leatherStrap(hsl(20, 8, 18))),
  ],
  'Phone Case with Card Slot': [
    view('back', phoneCase(hsl(262, 30, 44))),
    view('card slot close-up', phoneCase(hsl(262, 30, 44)), { x: 130, y: 190, size: 220 }),
    view('in sage', phoneCase(hsl(120, 16, 56))),
  ],
  'Travel Charger 65 W': [
    view('front', charger(hsl(210, 6, 92))),
    view('ports close-up', charger(hsl(210, 6, 92)), { x: 228, y: 200, size: 150 }),
    view('in graphite', charger(hsl(220, 8, 30))),
  ],
  'Diver Watch': [
    view('front', watch(hsl(232, 60, 30), { diver: true, bracelet: true })),
    view('bezel close-up', watch(hsl(232, 60, 30), { diver: true, bracelet: true }), CLOSE_UP),
    view('in sea green', watch(hsl(170, 60, 26), { diver: true, bracelet: true })),
  ],
};

const slug = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Drops what an SVG viewer does not need: line breaks and the spaces between tags. */
const minify = (svg) => svg.replace(/\s*\n\s*/g, '').replace(/>\s+</g, '><');

for (const file of fs.readdirSync(OUT_DIR)) if (file.endsWith('.svg')) fs.rmSync(path.join(OUT_DIR, file));
const list = {};
let bytes = 0;
for (const [title, views] of Object.entries(PRODUCTS)) {
  list[title] = views.map(({ label, drawing, zoom }, index) => {
    const file = `${slug(title)}-${index + 1}-e${EDITION}.svg`;
    const svg = minify(picture({ ...drawing, zoom }));
    bytes += svg.length;
    fs.writeFileSync(path.join(OUT_DIR, file), svg);
    return { file, view: label };
  });
}
fs.writeFileSync(path.join(OUT_DIR, 'pictures.json'), `${JSON.stringify(list, null, 2)}\n`);
const count = Object.values(list).flat().length;
console.log(`${count} pictures, ${Math.round(bytes / 1024)} KB, ${Math.round(bytes / count)} bytes each on average`);
