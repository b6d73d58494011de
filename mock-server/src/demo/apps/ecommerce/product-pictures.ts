// The shop's sample product pictures: SVG files drawn for Tessera (./pictures/draw-pictures.mjs), listed by
// product title in ./pictures/pictures.json, and served as Frappe serves a site's public files: by a plain
// path, to anyone, kept by browsers for a year (a redrawn picture gets a new name). They are served under
// /api because that is the one prefix every host's proxy passes to the demo service (beside a real Frappe
// site, /files is that site's).

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ProductPicture } from 'tessera-contracts';
import { notFound } from '../../../frappe/errors';

/** Where the pictures are served; a product's `imgUrl` and gallery hold paths under it. */
export const PICTURES_PATH = '/api/ecommerce/files/';

// Beside this module in src/ (tests) and in dist/ (the build copies them there: ../../../../scripts/build.mjs).
const PICTURES_DIR = path.join(__dirname, 'pictures');

type PictureList = Record<string, { file: string; view: string }[]>;

const PICTURE_LIST: PictureList = JSON.parse(
  fs.readFileSync(path.join(PICTURES_DIR, 'pictures.json'), 'utf8'),
) as PictureList;

const PICTURE_FILES = new Set(Object.values(PICTURE_LIST).flatMap((views) => views.map(({ file }) => file)));

/** The pictures of the sample product titled `title`, main first; empty for any other product. */
export function picturesOf(title: string): ProductPicture[] {
  return (PICTURE_LIST[title] ?? []).map(({ file, view }) => ({ url: `${PICTURES_PATH}${file}`, view }));
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
// A picture opened on its own is a document: it may draw, never run or load anything.
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/ecommerce/files/<name>: one of the listed pictures (no other name reaches the disk), else 404. */
export async function registerProductPictureRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { name: string } }>('/ecommerce/files/:name', async (request, reply) => {
    const { name } = request.params;
    if (!PICTURE_FILES.has(name)) throw notFound(`File ${name} not found`);
    let content = cache.get(name);
    if (!content) {
      content = await fs.promises.readFile(path.join(PICTURES_DIR, name));
      cache.set(name, content);
    }
    return reply
      .type('image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', PICTURE_POLICY)
      .send(content);
  });
  // In onSend, after the server's own hook that marks every /api answer "never cached" (it runs first).
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
  });
}
