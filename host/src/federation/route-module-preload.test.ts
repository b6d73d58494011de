import { preloadScripts, routeModuleFiles } from './route-module-preload';

const MANIFEST_URL = 'http://projects.test/app/mf-manifest.json';

const manifest = (publicPath: string, entryPath = '') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' } },
  exposes: [
    { name: 'widgets', assets: { js: { sync: ['1.aaaa.js'], async: [] } } },
    {
      name: 'routes',
      assets: { js: { sync: ['667.f81f.js', '__federation_expose_routes.ed48.js'], async: ['600.abe7.js'] } },
    },
  ],
});

test("the entry and the route module's files at once, beside the manifest when its public path is 'auto'", () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('auto'))).toEqual([
    'http://projects.test/app/remoteEntry.js',
    'http://projects.test/app/667.f81f.js',
    'http://projects.test/app/__federation_expose_routes.ed48.js',
  ]);
});

test('under its public path and entry path when the manifest names them', () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('/static/', 'entry/'))).toEqual([
    'http://projects.test/static/entry/remoteEntry.js',
    'http://projects.test/static/667.f81f.js',
    'http://projects.test/static/__federation_expose_routes.ed48.js',
  ]);
});

test('nothing on another origin, and nothing from a manifest that is not one', () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('https://elsewhere.test/'))).toEqual([]);
  expect(
    routeModuleFiles(MANIFEST_URL, { exposes: [{ name: 'routes', assets: { js: { sync: ['//evil.test/x.js'] } } }] }),
  ).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, null)).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, { metaData: { publicPath: 'http://[' }, exposes: [null] })).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, { metaData: { remoteEntry: { name: 42 } }, exposes: 'routes' })).toEqual([]);
});

test('one preload per script the page does not already have', () => {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.src = 'http://projects.test/app/remoteEntry.js';
  doc.head.append(script);
  const files = routeModuleFiles(MANIFEST_URL, manifest('auto'));
  preloadScripts(files, doc);
  preloadScripts(files, doc);
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.map((link) => [link.as, link.href])).toEqual([
    ['script', 'http://projects.test/app/667.f81f.js'],
    ['script', 'http://projects.test/app/__federation_expose_routes.ed48.js'],
  ]);
});
