// The shop's product pictures and reviews over HTTP: pictures are files served with long-lived cache headers
// and referenced from the products; each user writes one review per product (a second → 409) and changes or
// deletes only their own (403), under their full name as the session's user has it (the Frappe site's, beside
// one); bad input → Frappe's 4xx shape, nothing stored. A database from before the pictures gets them (demo
// migration 3), one from before full names gets its reviewers' (demo migration 4).

import Database from 'better-sqlite3';
import type { Product, ProductReviews } from 'tessera-contracts';
import { serveBesideFrappe } from './helpers/beside-frappe';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

const E = '/api/ecommerce';

describe('pictures and reviews', () => {
  let server: TestServer;
  let editor: Client;
  let admin: Client;
  let guest: Client;
  let product: Product;

  beforeAll(async () => {
    server = await startServer({ dbPath: tempDbPath() });
    editor = await loggedIn(server.baseUrl, USERS.editor);
    admin = await loggedIn(server.baseUrl, USERS.admin);
    guest = await loggedIn(server.baseUrl, USERS.guest);
    product = itemAt((await editor.get<Product[]>(`${E}/get-product-list`)).body, 0);
  });
  afterAll(async () => {
    await server.close();
  });

  const reviewsOf = async (client: Client, productId: number) =>
    (await client.get<ProductReviews>(`${E}/get-review-list`, { productId })).body;
  const ownReview = (reviews: ProductReviews, author: string) => reviews.reviews.find((r) => r.author === author);

  describe('pictures', () => {
    it('gives each sample product a main picture and a gallery of views, files on this server', async () => {
      const products = (await editor.get<Product[]>(`${E}/get-product-list`)).body;
      for (const each of products) {
        expect(each.gallery.length).toBeGreaterThanOrEqual(2);
        expect(each.imgUrl).toBe(itemAt(each.gallery, 0).url);
        for (const picture of each.gallery) expect(picture.url).toMatch(/^\/api\/ecommerce\/files\/[a-z0-9-]+\.svg$/);
      }
    });

    it('serves a picture as an SVG that browsers keep for a year', async () => {
      const res = await new Client(server.baseUrl).get(product.imgUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.text.length).toBeLessThan(6000);
    });

    it('answers 404 for a name that is not one of the pictures, never a file outside them', async () => {
      for (const name of ['nothing.svg', '..%2Fpictures.json', 'pictures.json', 'draw-pictures.mjs']) {
        const res = await editor.get(`${E}/files/${name}`);
        expect(res.status).toBe(404);
        expect(res.headers.get('cache-control')).toMatch(/no-store/);
      }
    });
  });

  describe('reviews', () => {
    it('lists the sample reviews newest first, with their summary', async () => {
      const { reviews, summary } = await reviewsOf(editor, product.id);
      expect(reviews.length).toBeGreaterThanOrEqual(2);
      const dates = reviews.map((review) => review.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(summary.count).toBe(reviews.length);
      expect(summary.stars.map((entry) => entry.rating)).toEqual([5, 4, 3, 2, 1]);
      const total = reviews.reduce((sum, review) => sum + review.rating, 0);
      expect(summary.average).toBeCloseTo(total / reviews.length, 1);
    });

    it('refuses a review without stars, with stars out of range or with too short a text; nothing is stored', async () => {
      const before = await reviewsOf(editor, product.id);
      const cases: [unknown, unknown, string][] = [
        [undefined, 'A fine product overall.', 'rating is required'],
        [6, 'A fine product overall.', 'Rating must be between 1 and 5'],
        [4, '   short  ', 'Review must be 10 to 2000 characters long'],
      ];
      for (const [rating, text, message] of cases) {
        const res = await editor.post(`${E}/add-review`, { productId: product.id, rating, text });
        expect(res.status).toBe(417);
        expect(errorMessage(res, 'ValidationError')).toBe(message);
      }
      const unknownProduct = await editor.post(`${E}/add-review`, {
        productId: 999_999,
        rating: 4,
        text: 'Ten chars!!',
      });
      expect(unknownProduct.status).toBe(404);
      expect(await reviewsOf(editor, product.id)).toEqual(before);
    });

    it('keeps one review per user and product: a second is refused (409) and the first kept', async () => {
      const added = await editor.post<ProductReviews>(`${E}/add-review`, {
        productId: product.id,
        rating: 4,
        text: '  Comfortable <b>and</b> clear.  ',
        authorName: 'Somebody Else',
      });
      expect(added.status).toBe(200);
      const mine = ownReview(added.body, USERS.editor);
      // The author's full name, from their User record; never a name the request sends.
      expect(mine).toMatchObject({ rating: 4, text: 'Comfortable <b>and</b> clear.', authorName: 'Elena Park' });
      expect(itemAt(added.body.reviews, 0).id).toBe(mine?.id);

      const again = await editor.post(`${E}/add-review`, {
        productId: product.id,
        rating: 1,
        text: 'Changed my mind.',
      });
      expect(again.status).toBe(409);
      expect(errorMessage(again, 'DuplicateEntryError')).toBe(
        'You have already reviewed this product. Edit your review to change it.',
      );
      expect(ownReview(await reviewsOf(admin, product.id), USERS.editor)).toEqual(mine);
    });

    it('lets only its author change or delete a review (403 for anyone else)', async () => {
      const mine = ownReview(await reviewsOf(editor, product.id), USERS.editor);
      if (!mine) throw new Error('the editor has no review');
      const change = { id: mine.id, rating: 1, text: 'Not mine to change.' };
      const adminChange = await admin.post(`${E}/update-review`, change);
      expect(adminChange.status).toBe(403);
      expect(errorMessage(adminChange, 'PermissionError')).toBe('You can only change your own review');
      const guestDelete = await guest.post(`${E}/delete-review`, { id: mine.id });
      expect(guestDelete.status).toBe(403);
      expect(errorMessage(guestDelete, 'PermissionError')).toBe('You can only delete your own review');
      expect(ownReview(await reviewsOf(editor, product.id), USERS.editor)).toEqual(mine);

      const edited = await editor.post<ProductReviews>(`${E}/update-review`, {
        id: mine.id,
        rating: 5,
        text: 'Even better after a week.',
        modified: mine.modified,
        authorName: 'Somebody Else',
      });
      expect(edited.status).toBe(200);
      expect(ownReview(edited.body, USERS.editor)).toMatchObject({
        rating: 5,
        text: 'Even better after a week.',
        authorName: 'Elena Park',
      });

      const stale = await editor.post(`${E}/update-review`, { ...change, modified: mine.modified });
      expect(stale.status).toBe(417);
      expect(stale.body).toMatchObject({ exc_type: 'TimestampMismatchError' });

      const deleted = await editor.post<ProductReviews>(`${E}/delete-review`, { id: mine.id });
      expect(deleted.status).toBe(200);
      expect(ownReview(deleted.body, USERS.editor)).toBeUndefined();
    });

    it('lets a GUEST write their own review', async () => {
      const res = await guest.post<ProductReviews>(`${E}/add-review`, {
        productId: product.id,
        rating: 3,
        text: 'Fine for the price.',
      });
      expect(res.status).toBe(200);
      expect(ownReview(res.body, USERS.guest)).toMatchObject({ rating: 3 });
    });
  });
});

describe('beside a Frappe site (demo-only mode)', () => {
  const served = serveBesideFrappe();

  it("names a review's author as the Frappe site names the signed-in user", async () => {
    const signedIn = await loggedIn(served.frappe.baseUrl, USERS.admin);
    const admin = served.withSession(signedIn);
    const productId = itemAt((await admin.get<Product[]>(`${E}/get-product-list`)).body, 1).id;
    const added = await admin.post<ProductReviews>(`${E}/add-review`, {
      productId,
      rating: 5,
      text: 'Written beside the Frappe site.',
      authorName: 'Somebody Else',
    });
    expect(added.status).toBe(200);
    expect(added.body.reviews.find((review) => review.author === USERS.admin)?.authorName).toBe('Adam Reyes');
  });
});

describe("a database whose reviews were named after their authors' email", () => {
  it("gives them their authors' full names, modified untouched (demo migration 4)", async () => {
    const dbPath = tempDbPath();
    let server = await startServer({ dbPath });
    const editor = await loggedIn(server.baseUrl, USERS.editor);
    const productId = itemAt((await editor.get<Product[]>(`${E}/get-product-list`)).body, 0).id;
    const written = await editor.post<ProductReviews>(`${E}/add-review`, {
      productId,
      rating: 4,
      text: 'Reviewed before full names.',
    });
    const before = written.body.reviews;
    await server.close();
    const db = new Database(dbPath);
    db.prepare(
      "UPDATE demo_record SET data = json_set(data, '$.authorName', 'Editor') WHERE collection = 'ecommerce-review' AND json_extract(data, '$.author') = ?",
    ).run(USERS.editor);
    db.prepare("UPDATE schema_versions SET version = 3 WHERE module = 'demo'").run();
    db.close();

    server = await startServer({ dbPath });
    try {
      const client = await loggedIn(server.baseUrl, USERS.editor);
      const after = (await client.get<ProductReviews>(`${E}/get-review-list`, { productId })).body.reviews;
      // The editor's review has their full name again; the sample reviews keep their customers' names.
      expect(after).toEqual(before);
      expect(after.find((review) => review.author === USERS.editor)?.authorName).toBe('Elena Park');
    } finally {
      await server.close();
    }
  });
});

describe('a database whose products had drawn data: pictures', () => {
  it('gives the sample products their picture files and gallery (demo migration 3)', async () => {
    const dbPath = tempDbPath();
    let server = await startServer({ dbPath });
    await server.close();
    const db = new Database(dbPath);
    const rows = db.prepare("SELECT id, data FROM demo_record WHERE collection = 'ecommerce-product'").all() as {
      id: number;
      data: string;
    }[];
    const update = db.prepare("UPDATE demo_record SET data = ? WHERE collection = 'ecommerce-product' AND id = ?");
    for (const row of rows) {
      const { gallery: _gallery, ...old } = JSON.parse(row.data) as Record<string, unknown>;
      update.run(JSON.stringify({ ...old, imgUrl: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E' }), row.id);
    }
    db.prepare("UPDATE schema_versions SET version = 2 WHERE module = 'demo'").run();
    db.close();

    server = await startServer({ dbPath });
    try {
      const client = await loggedIn(server.baseUrl, USERS.editor);
      const products = (await client.get<Product[]>(`${E}/get-product-list`)).body;
      expect(products).toHaveLength(rows.length);
      for (const each of products) {
        expect(each.imgUrl).toMatch(/^\/api\/ecommerce\/files\/.+\.svg$/);
        expect(each.gallery.length).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await server.close();
    }
  });
});
