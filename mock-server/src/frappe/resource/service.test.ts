// The engine with doctypes defined only here: adding a doctype is a definition and nothing else (fields,
// links, hooks and seed included).

import { migrate } from '../../db/migrate';
import { FRAPPE_MIGRATIONS } from '../migrations';
import { openDatabase, type Db } from '../../db/open';
import { signedInUser } from '../roles';
import type { DocTypeDef, FieldDef } from './doctype';
import { DocTypeRegistry } from './registry';
import { syncDoctypeTables } from './schema';
import { seedDoctypes } from './seed';
import { ResourceService } from './service';

const PART: DocTypeDef = {
  name: 'Gadget Part',
  istable: true,
  naming: { kind: 'hash' },
  fields: [{ fieldname: 'part', fieldtype: 'Data', label: 'Part', reqd: true }],
};

const GADGET: DocTypeDef = {
  name: 'Shop Gadget',
  naming: { kind: 'hash' },
  permissions: { read: 'guest', write: 'admin' },
  fields: [
    { fieldname: 'title', fieldtype: 'Data', label: 'Title', reqd: true, unique: true },
    { fieldname: 'size', fieldtype: 'Select', label: 'Size', options: ['S', 'M', 'L'], default: 'M' },
    { fieldname: 'price', fieldtype: 'Currency', label: 'Price' },
    { fieldname: 'parts', fieldtype: 'Table', label: 'Parts', options: 'Gadget Part' },
  ],
};

const NOTE: DocTypeDef = {
  name: 'Named Note',
  naming: { kind: 'prompt' },
  permissions: { read: 'guest', write: 'editor' },
  fields: [{ fieldname: 'body', fieldtype: 'Small Text', label: 'Body' }],
};

const SITE_URL = 'http://site.test';
const admin = signedInUser('boss@x.dev', ['Tessera Admin']);
const editor = signedInUser('ed@x.dev', ['Tessera Editor']);

let db: Db;
let service: ResourceService;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, [FRAPPE_MIGRATIONS]);
  const registry = new DocTypeRegistry([PART, GADGET, NOTE]);
  syncDoctypeTables(db, registry.all());
  service = new ResourceService(db, registry);
});
afterEach(() => db.close());

it('creates a table with quoted names (spaces allowed) and hash-names documents', async () => {
  const doc = await service.create(admin, 'Shop Gadget', {
    title: 'Widget',
    parts: [{ part: 'bolt' }, { part: 'nut' }],
  });
  expect(doc.name).toMatch(/^[0-9a-f]{10}$/);
  expect(doc).toMatchObject({ title: 'Widget', size: 'M', price: 0, owner: 'boss@x.dev' });
  expect((doc.parts as { part: string; idx: number }[]).map((p) => [p.part, p.idx])).toEqual([
    ['bolt', 1],
    ['nut', 2],
  ]);
  expect(service.list(editor, 'Shop Gadget', { fields: '["title","size"]' })).toEqual([{ title: 'Widget', size: 'M' }]);
});

it('enforces unique fields on create and update (case-insensitive)', async () => {
  await service.create(admin, 'Shop Gadget', { title: 'Widget' });
  const other = await service.create(admin, 'Shop Gadget', { title: 'Sprocket' });
  await expect(service.create(admin, 'Shop Gadget', { title: 'WIDGET' })).rejects.toThrow(/Title must be unique/);
  await expect(service.update(admin, 'Shop Gadget', String(other.name), { title: 'widget' })).rejects.toThrow(
    /Title must be unique/,
  );
  expect((await service.update(admin, 'Shop Gadget', String(other.name), { title: 'Sprocket', size: 'L' })).size).toBe(
    'L',
  );
});

it('checks child rows and permissions from the definition', async () => {
  await expect(service.create(admin, 'Shop Gadget', { title: 'X', parts: [{}] })).rejects.toThrow(
    /Value missing for Gadget Part: Part/,
  );
  await expect(service.create(editor, 'Shop Gadget', { title: 'X' })).rejects.toThrow(
    'No permission to create Shop Gadget',
  );
  expect(() => service.list(editor, 'Gadget Part', {})).toThrow('DocType Gadget Part not found');
});

it("a definition's per-record rule holds for reading, creating, changing and deleting a document", async () => {
  const MEMO: DocTypeDef = {
    name: 'Private Memo',
    naming: { kind: 'hash' },
    permissions: {
      read: 'guest',
      write: 'guest',
      canAccessDoc: (user, doc) => doc.keeper === user.name,
    },
    fields: [
      { fieldname: 'keeper', fieldtype: 'Data', label: 'Keeper' },
      { fieldname: 'body', fieldtype: 'Small Text', label: 'Body' },
    ],
  };
  const registry = new DocTypeRegistry([MEMO]);
  syncDoctypeTables(db, registry.all());
  service = new ResourceService(db, registry);
  const memo = await service.create(admin, 'Private Memo', { keeper: admin.name, body: 'kept' });
  const name = String(memo.name);

  expect(() => service.get(editor, 'Private Memo', name)).toThrow(`No permission to read Private Memo ${name}`);
  await expect(service.update(editor, 'Private Memo', name, { body: 'changed' })).rejects.toThrow(
    `No permission to write Private Memo ${name}`,
  );
  await expect(service.update(editor, 'Private Memo', name, { keeper: editor.name })).rejects.toThrow(
    `No permission to write Private Memo ${name}`,
  );
  expect(() => service.remove(editor, 'Private Memo', name, { siteUrl: SITE_URL })).toThrow(
    `No permission to delete Private Memo ${name}`,
  );
  await expect(service.create(editor, 'Private Memo', { keeper: admin.name })).rejects.toThrow(
    'No permission to create Private Memo',
  );
  // Its keeper may not save it outside the rule either.
  await expect(service.update(admin, 'Private Memo', name, { keeper: editor.name })).rejects.toThrow(
    `No permission to write Private Memo ${name}`,
  );
  expect(service.get(admin, 'Private Memo', name)).toMatchObject({ keeper: admin.name, body: 'kept' });
});

it('prompt naming takes the client name and refuses duplicates', async () => {
  expect((await service.create(editor, 'Named Note', { name: 'Ideas', body: 'x' })).name).toBe('Ideas');
  await expect(service.create(editor, 'Named Note', { name: 'ideas' })).rejects.toThrow(
    'Named Note Ideas already exists',
  );
  await expect(service.create(editor, 'Named Note', { body: 'no name' })).rejects.toThrow('Name not set via prompt');
});

it('adds columns for fields added to a definition later, keeping data', async () => {
  await service.create(editor, 'Named Note', { name: 'Keep', body: 'kept' });
  const extended: DocTypeDef = {
    ...NOTE,
    fields: [...NOTE.fields, { fieldname: 'pinned', fieldtype: 'Check', label: 'Pinned' }],
  };
  const registry = new DocTypeRegistry([PART, GADGET, extended]);
  syncDoctypeTables(db, registry.all());
  const again = new ResourceService(db, registry);
  expect(again.get(editor, 'Named Note', 'Keep')).toMatchObject({ body: 'kept', pinned: 0 });
});

describe('URL fields by field type', () => {
  const LINKS: DocTypeDef = {
    name: 'Link Card',
    naming: { kind: 'hash' },
    permissions: { read: 'guest', write: 'editor' },
    fields: [
      { fieldname: 'file', fieldtype: 'Attach', label: 'File' },
      { fieldname: 'picture', fieldtype: 'Attach Image', label: 'Picture' },
      { fieldname: 'website', fieldtype: 'Data', label: 'Website', options: 'URL' },
      { fieldname: 'caption', fieldtype: 'Data', label: 'Caption' },
    ],
  };

  beforeEach(() => {
    const registry = new DocTypeRegistry([LINKS]);
    syncDoctypeTables(db, registry.all());
    service = new ResourceService(db, registry);
  });

  it.each(['file', 'picture', 'website'])('%s takes http(s) URLs and site paths only', async (field) => {
    const doc = await service.create(editor, 'Link Card', { [field]: 'https://x.example/a' });
    await service.update(editor, 'Link Card', String(doc.name), { [field]: '/files/a.pdf' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '//evil.com', '/\\evil.com']) {
      await expect(service.update(editor, 'Link Card', String(doc.name), { [field]: bad })).rejects.toThrow(
        /must be an http\(s\) URL or a path on this site/,
      );
    }
  });

  it('a plain Data field is just text', async () => {
    const doc = await service.create(editor, 'Link Card', { caption: 'javascript: the good parts' });
    expect(doc.caption).toBe('javascript: the good parts');
  });
});

describe('saving with passwords', () => {
  const ACCOUNT: DocTypeDef = {
    name: 'Service Account',
    naming: { kind: 'prompt' },
    permissions: { read: 'guest', write: 'admin' },
    fields: [
      { fieldname: 'label', fieldtype: 'Data', label: 'Label' },
      { fieldname: 'secret', fieldtype: 'Password', label: 'Secret' },
    ],
  };
  const saves: { isNew: boolean; passwordsSet: readonly string[]; sid: string | null }[] = [];

  beforeEach(() => {
    saves.length = 0;
    const def: DocTypeDef = {
      ...ACCOUNT,
      hooks: { afterSave: (_doc, { isNew, passwordsSet, sid }) => saves.push({ isNew, passwordsSet, sid }) },
    };
    const registry = new DocTypeRegistry([def]);
    syncDoctypeTables(db, registry.all());
    service = new ResourceService(db, registry);
  });

  it('hashes the password and tells afterSave which passwords changed and from which session', async () => {
    await service.create(admin, 'Service Account', { name: 'ci', secret: 's3cret' });
    await service.update(admin, 'Service Account', 'ci', { label: 'CI' }, { sessionId: 'sid-1' });
    await service.update(admin, 'Service Account', 'ci', { secret: 'n3w' }, { sessionId: 'sid-1' });
    expect(saves).toEqual([
      { isNew: true, passwordsSet: ['secret'], sid: null },
      { isNew: false, passwordsSet: [], sid: 'sid-1' },
      { isNew: false, passwordsSet: ['secret'], sid: 'sid-1' },
    ]);
    expect(service.store.getPasswordHash('Service Account', 'ci', 'secret')).toMatch(/^scrypt\$/);
  });

  it('a save that lands while another waits for its password hash makes that one a TimestampMismatchError', async () => {
    await service.create(admin, 'Service Account', { name: 'ci', label: 'one' });
    const slow = service.update(admin, 'Service Account', 'ci', { label: 'two', secret: 'x' });
    await service.update(admin, 'Service Account', 'ci', { label: 'three' });
    await expect(slow).rejects.toThrow(/^Error: Document has been modified after you have opened it/);
    expect(service.get(admin, 'Service Account', 'ci').label).toBe('three');
  });
});

describe('links', () => {
  const MAKER: DocTypeDef = {
    name: 'Gadget Maker',
    naming: { kind: 'prompt' },
    permissions: { read: 'guest', write: 'editor' },
    fields: [{ fieldname: 'city', fieldtype: 'Data', label: 'City' }],
  };
  const SOURCE: DocTypeDef = {
    name: 'Gadget Source',
    istable: true,
    naming: { kind: 'hash' },
    fields: [{ fieldname: 'supplier', fieldtype: 'Link', label: 'Supplier', options: 'Gadget Maker' }],
  };
  const KIT: DocTypeDef = {
    name: 'Gadget Kit',
    naming: { kind: 'hash' },
    permissions: { read: 'guest', write: 'editor' },
    fields: [
      { fieldname: 'maker', fieldtype: 'Link', label: 'Maker', options: 'Gadget Maker' },
      { fieldname: 'shop', fieldtype: 'Link', label: 'Shop', options: 'Shop' },
      { fieldname: 'ref_doctype', fieldtype: 'Data', label: 'Reference Type' },
      { fieldname: 'ref_name', fieldtype: 'Dynamic Link', label: 'Reference', options: 'ref_doctype' },
      { fieldname: 'sources', fieldtype: 'Table', label: 'Sources', options: 'Gadget Source' },
    ],
  };

  beforeEach(async () => {
    const registry = new DocTypeRegistry([MAKER, SOURCE, KIT]);
    syncDoctypeTables(db, registry.all());
    service = new ResourceService(db, registry);
    await service.create(editor, 'Gadget Maker', { name: 'Acme' });
  });

  it('reports every missing document, child rows by row number, in one LinkValidationError', async () => {
    const saving = service.create(editor, 'Gadget Kit', {
      maker: 'Nobody',
      sources: [{ supplier: 'Acme' }, { supplier: 'Ghost' }],
    });
    await expect(saving).rejects.toMatchObject({
      excType: 'LinkValidationError',
      status: 417,
      message: 'Could not find Maker: Nobody, Row #2: Supplier: Ghost',
    });
  });

  it("checks Dynamic Links against the doctype they name; takes the stored name's case", async () => {
    const kit = await service.create(editor, 'Gadget Kit', {
      maker: 'ACME',
      ref_doctype: 'Gadget Maker',
      ref_name: 'acme',
    });
    expect(kit).toMatchObject({ maker: 'Acme', ref_name: 'Acme' });
    await expect(
      service.create(editor, 'Gadget Kit', { ref_doctype: 'Gadget Maker', ref_name: 'Nobody' }),
    ).rejects.toThrow('Could not find Reference: Nobody');
  });

  describe('deleting a linked document', () => {
    const refusal = (linked: string, by: string) =>
      `Cannot delete or cancel because Gadget Maker <a href="${SITE_URL}/app/gadget-maker/${linked}">${linked}</a> ` +
      `is linked with ${by}`;
    const remove = (name: string) => service.remove(editor, 'Gadget Maker', name, { siteUrl: SITE_URL });

    it('is refused while a Link field names it (LinkExistsError), and done once nothing does', async () => {
      const kit = await service.create(editor, 'Gadget Kit', { maker: 'Acme' });
      const kitName = String(kit.name);
      expect(() => remove('Acme')).toThrow(
        expect.objectContaining({
          excType: 'LinkExistsError',
          status: 417,
          message: `${refusal('Acme', `Gadget Kit <a href="${SITE_URL}/app/gadget-kit/${kitName}">${kitName}</a> `)}`,
        }),
      );
      expect(service.get(editor, 'Gadget Maker', 'Acme').name).toBe('Acme');
      service.remove(editor, 'Gadget Kit', kitName, { siteUrl: SITE_URL });
      remove('Acme');
      expect(() => service.get(editor, 'Gadget Maker', 'Acme')).toThrow('Gadget Maker Acme not found');
    });

    it("names a child row's parent document, and a dynamic link in a document", async () => {
      const kit = String((await service.create(editor, 'Gadget Kit', { sources: [{ supplier: 'Acme' }] })).name);
      expect(() => remove('Acme')).toThrow(
        refusal('Acme', `Gadget Kit <a href="${SITE_URL}/app/gadget-kit/${kit}">${kit}</a> `),
      );
      await service.update(editor, 'Gadget Kit', kit, { sources: [], ref_doctype: 'Gadget Maker', ref_name: 'Acme' });
      expect(() => remove('Acme')).toThrow(
        refusal('Acme', `Gadget Kit <a href="${SITE_URL}/app/gadget-kit/${kit}">${kit}</a> `),
      );
      await service.update(editor, 'Gadget Kit', kit, { ref_doctype: null, ref_name: null });
      remove('Acme');
    });

    it('asks to disable a document that has an enabled field instead, and never counts a ToDo', async () => {
      const MEMBER: DocTypeDef = {
        name: 'Club Member',
        naming: { kind: 'prompt' },
        permissions: { read: 'guest', write: 'editor' },
        fields: [{ fieldname: 'enabled', fieldtype: 'Check', label: 'Enabled', default: 1 }],
      };
      const linkTo = (fieldname: string): FieldDef => ({
        fieldname,
        fieldtype: 'Link',
        label: 'Member',
        options: 'Club Member',
      });
      const TODO: DocTypeDef = { ...MEMBER, name: 'ToDo', naming: { kind: 'hash' }, fields: [linkTo('allocated_to')] };
      const CARD: DocTypeDef = { ...MEMBER, name: 'Member Card', naming: { kind: 'hash' }, fields: [linkTo('member')] };
      const registry = new DocTypeRegistry([MEMBER, TODO, CARD]);
      syncDoctypeTables(db, registry.all());
      service = new ResourceService(db, registry);
      const removeMember = (name: string) => service.remove(editor, 'Club Member', name, { siteUrl: SITE_URL });
      for (const name of ['ann', 'bob']) await service.create(editor, 'Club Member', { name });

      await service.create(editor, 'ToDo', { allocated_to: 'ann' });
      removeMember('ann');
      await service.create(editor, 'Member Card', { member: 'bob' });
      expect(() => removeMember('bob')).toThrow(
        expect.objectContaining({
          excType: 'LinkExistsError',
          message: 'You can disable this Club Member instead of deleting it.',
        }),
      );
    });

    it("quotes names in the desk links as Frappe's get_url_to_form does", async () => {
      await service.create(editor, 'Gadget Maker', { name: 'Ben & Jo/50% ü' });
      const kit = String((await service.create(editor, 'Gadget Kit', { maker: 'Ben & Jo/50% ü' })).name);
      expect(() => remove('Ben & Jo/50% ü')).toThrow(
        `Cannot delete or cancel because Gadget Maker <a href="${SITE_URL}/app/gadget-maker/Ben%20&%20Jo/50%25%20%C3%BC">` +
          `Ben & Jo/50% ü</a> is linked with Gadget Kit <a href="${SITE_URL}/app/gadget-kit/${kit}">${kit}</a> `,
      );
    });
  });

  it('leaves links to doctypes that are not registered alone', async () => {
    expect(
      (await service.create(editor, 'Gadget Kit', { shop: 'Anywhere', ref_doctype: 'Shop', ref_name: 'x' })).shop,
    ).toBe('Anywhere');
  });
});

describe('hooks and seeds declared on the definition', () => {
  const reads: string[] = [];
  const STAMP: DocTypeDef = {
    name: 'Stamp',
    naming: { kind: 'series', pattern: 'STAMP-.###' },
    permissions: { read: 'guest', write: 'admin' },
    fields: [
      { fieldname: 'label', fieldtype: 'Data', label: 'Label', reqd: true },
      { fieldname: 'computed', fieldtype: 'Int', label: 'Computed', readOnly: true },
    ],
    hooks: {
      onStart: () => reads.push('start'),
      hourly: () => reads.push('hourly'),
    },
    seed: ({ insert }) => {
      insert({ label: 'first', computed: 7 });
      insert({ label: 'second' }, { owner: editor, timestamp: '2026-01-02 03:04:05.000000' });
    },
  };

  beforeEach(() => {
    reads.length = 0;
    const registry = new DocTypeRegistry([STAMP]);
    syncDoctypeTables(db, registry.all());
    service = new ResourceService(db, registry);
  });

  it('runs onStart and the hourly jobs when asked, and nothing on reads', () => {
    service.runStartHooks();
    seedDoctypes(service);
    service.list(editor, 'Stamp', {});
    service.count(editor, 'Stamp', undefined);
    service.get(editor, 'Stamp', 'STAMP-001');
    service.runHourlyJobs();
    expect(reads).toEqual(['start', 'hourly']);
  });

  it('seeds through the engine (naming, owners, read-only values), once per database', async () => {
    seedDoctypes(service);
    expect(
      service.list(editor, 'Stamp', { fields: '["name","label","computed","owner","creation"]', order_by: 'name' }),
    ).toEqual([
      { name: 'STAMP-001', label: 'first', computed: 7, owner: 'Administrator', creation: expect.any(String) },
      { name: 'STAMP-002', label: 'second', computed: 0, owner: editor.name, creation: '2026-01-02 03:04:05.000000' },
    ]);
    // Clients still cannot write the read-only field.
    expect((await service.update(admin, 'Stamp', 'STAMP-001', { computed: 99 })).computed).toBe(7);
    service.remove(admin, 'Stamp', 'STAMP-001', { siteUrl: SITE_URL });
    service.remove(admin, 'Stamp', 'STAMP-002', { siteUrl: SITE_URL });
    seedDoctypes(service);
    expect(service.count(editor, 'Stamp', undefined)).toBe(0);
  });

  it('a database that already has documents but no seed record is not seeded again', async () => {
    await service.create(admin, 'Stamp', { label: 'made by hand' });
    seedDoctypes(service);
    expect(service.list(editor, 'Stamp', { fields: '["label"]' })).toEqual([{ label: 'made by hand' }]);
  });
});
