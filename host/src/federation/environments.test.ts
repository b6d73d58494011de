// The environment manifests in environments/ (what a deployment serves as remotes.json) stay usable and name
// the same remotes and prefixes as the development manifest the host is built with.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnvironmentManifest } from './remote-manifest';

const dir = join(__dirname, '../../../environments');
const development: unknown = JSON.parse(readFileSync(join(__dirname, '../../public/remotes.json'), 'utf8'));
const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
const prefixesOf = (json: unknown) =>
  parseEnvironmentManifest(json, 'http://127.0.0.1:3000/').manifest.remotes.map(({ name, basePaths }) => ({
    name,
    basePaths,
  }));

it('has a production and a staging manifest', () => {
  expect(files).toEqual(expect.arrayContaining(['production.json', 'staging.json']));
});

it.each(files)('%s parses with no problem, pins every remote to a release and keeps the prefixes', (file) => {
  const json: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const { manifest, problems } = parseEnvironmentManifest(json, 'http://127.0.0.1:3000/');
  expect(problems).toEqual([]);
  expect(manifest.remotes.every((remote) => remote.release && remote.version)).toBe(true);
  expect(prefixesOf(json)).toEqual(prefixesOf(development));
});

it('allows overrides in staging only', () => {
  const read = (file: string) =>
    parseEnvironmentManifest(JSON.parse(readFileSync(join(dir, file), 'utf8')), 'http://127.0.0.1:3000/').manifest;
  expect(read('production.json').overrides.allowed).toBe(false);
  expect(read('staging.json').overrides.allowed).toBe(true);
});
