// The engine with doctypes defined only here: adding a doctype is a definition and nothing else.

import { migrate } from '../../db/migrations';
import { openDatabase, type Db } from '../../db/open';
import { signedInUser } from '../roles';
import type { DocTypeDef } from './doctype';
import { DocTypeRegistry } from './registry';
import { syncDoctypeTables } from './schema';
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

const admin = signedInUser('boss@x.dev', ['Tessera Admin']);
const editor = signedInUser('ed@x.dev', ['Tessera Editor']);

let db: Db;
let service: ResourceService;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  const registry = new DocTypeRegistry([PART, GADGET, NOTE]);
  syncDoctypeTables(db, registry.all());
  service = new ResourceService(db, registry);
});
afterEach(() => db.close());

it('creates a table with quoted names (spaces allowed) and hash-names documents', async () => {
  const doc = await service.create(admin, 'Shop Gadget', { title: 'Widget', parts: [{ part: 'bolt' }, { part: 'nut' }] });
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
  await expect(service.update(admin, 'Shop Gadget', String(other.name), { title: 'widget' })).rejects.toThrow(/Title must be unique/);
  expect((await service.update(admin, 'Shop Gadget', String(other.name), { title: 'Sprocket', size: 'L' })).size).toBe('L');
});

it('checks child rows and permissions from the definition', async () => {
  await expect(service.create(admin, 'Shop Gadget', { title: 'X', parts: [{}] })).rejects.toThrow(/Value missing for Gadget Part: Part/);
  await expect(service.create(editor, 'Shop Gadget', { title: 'X' })).rejects.toThrow('No permission to create Shop Gadget');
  expect(() => service.list(editor, 'Gadget Part', {})).toThrow('DocType Gadget Part not found');
});

it('prompt naming takes the client name and refuses duplicates', async () => {
  expect((await service.create(editor, 'Named Note', { name: 'Ideas', body: 'x' })).name).toBe('Ideas');
  await expect(service.create(editor, 'Named Note', { name: 'ideas' })).rejects.toThrow('Named Note Ideas already exists');
  await expect(service.create(editor, 'Named Note', { body: 'no name' })).rejects.toThrow('Name not set via prompt');
});

it('adds columns for fields added to a definition later, keeping data', async () => {
  await service.create(editor, 'Named Note', { name: 'Keep', body: 'kept' });
  const extended: DocTypeDef = { ...NOTE, fields: [...NOTE.fields, { fieldname: 'pinned', fieldtype: 'Check', label: 'Pinned' }] };
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
    const def: DocTypeDef = { ...ACCOUNT, afterSave: (_doc, { isNew, passwordsSet, sid }) => saves.push({ isNew, passwordsSet, sid }) };
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
