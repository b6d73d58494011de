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

it('creates a table with quoted names (spaces allowed) and hash-names documents', () => {
  const doc = service.create(admin, 'Shop Gadget', { title: 'Widget', parts: [{ part: 'bolt' }, { part: 'nut' }] });
  expect(doc.name).toMatch(/^[0-9a-f]{10}$/);
  expect(doc).toMatchObject({ title: 'Widget', size: 'M', price: 0, owner: 'boss@x.dev' });
  expect((doc.parts as { part: string; idx: number }[]).map((p) => [p.part, p.idx])).toEqual([
    ['bolt', 1],
    ['nut', 2],
  ]);
  expect(service.list(editor, 'Shop Gadget', { fields: '["title","size"]' })).toEqual([{ title: 'Widget', size: 'M' }]);
});

it('enforces unique fields on create and update (case-insensitive)', () => {
  service.create(admin, 'Shop Gadget', { title: 'Widget' });
  const other = service.create(admin, 'Shop Gadget', { title: 'Sprocket' });
  expect(() => service.create(admin, 'Shop Gadget', { title: 'WIDGET' })).toThrow(/Title must be unique/);
  expect(() => service.update(admin, 'Shop Gadget', String(other.name), { title: 'widget' })).toThrow(/Title must be unique/);
  expect(service.update(admin, 'Shop Gadget', String(other.name), { title: 'Sprocket', size: 'L' }).size).toBe('L');
});

it('checks child rows and permissions from the definition', () => {
  expect(() => service.create(admin, 'Shop Gadget', { title: 'X', parts: [{}] })).toThrow(/Value missing for Gadget Part: Part/);
  expect(() => service.create(editor, 'Shop Gadget', { title: 'X' })).toThrow('No permission to create Shop Gadget');
  expect(() => service.list(editor, 'Gadget Part', {})).toThrow('DocType Gadget Part not found');
});

it('prompt naming takes the client name and refuses duplicates', () => {
  expect(service.create(editor, 'Named Note', { name: 'Ideas', body: 'x' }).name).toBe('Ideas');
  expect(() => service.create(editor, 'Named Note', { name: 'ideas' })).toThrow('Named Note Ideas already exists');
  expect(() => service.create(editor, 'Named Note', { body: 'no name' })).toThrow('Name not set via prompt');
});

it('adds columns for fields added to a definition later, keeping data', () => {
  service.create(editor, 'Named Note', { name: 'Keep', body: 'kept' });
  const extended: DocTypeDef = { ...NOTE, fields: [...NOTE.fields, { fieldname: 'pinned', fieldtype: 'Check', label: 'Pinned' }] };
  const registry = new DocTypeRegistry([PART, GADGET, extended]);
  syncDoctypeTables(db, registry.all());
  const again = new ResourceService(db, registry);
  expect(again.get(editor, 'Named Note', 'Keep')).toMatchObject({ body: 'kept', pinned: 0 });
});
