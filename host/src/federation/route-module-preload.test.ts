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

const PAGE = 'http://app.test/projects/all';

test("the entry and the route module's files at once, beside the manifest when its public path is 'auto'", () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('auto'), PAGE)).toEqual([
    'http://projects.test/app/remoteEntry.js',
    'http://projects.test/app/667.f81f.js',
    'http://projects.test/app/__federation_expose_routes.ed48.js',
  ]);
});

test('where the runtime will ask for them: publicPath joined to each file, read against the page', () => {
  expect(routeModuleFiles(MANIFEST_URL, manifest('http://projects.test/static/', 'entry/'), PAGE)).toEqual([
    'http://projects.test/static/entry/remoteEntry.js',
    'http://projects.test/static/667.f81f.js',
    'http://projects.test/static/__federation_expose_routes.ed48.js',
  ]);
  expect(routeModuleFiles(MANIFEST_URL, manifest('/static/'), PAGE)[0]).toBe('http://app.test/static/remoteEntry.js');
});

test('nothing from a manifest that is not one', () => {
  expect(routeModuleFiles(MANIFEST_URL, null, PAGE)).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, { metaData: { publicPath: 'auto' }, exposes: [null] }, PAGE)).toEqual([]);
  expect(routeModuleFiles(MANIFEST_URL, { metaData: { remoteEntry: { name: 42 } }, exposes: 'routes' }, PAGE)).toEqual(
    [],
  );
});

test('one preload per script the page does not already have', () => {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.src = 'http://projects.test/app/remoteEntry.js';
  doc.head.append(script);
  const files = routeModuleFiles(MANIFEST_URL, manifest('auto'), PAGE);
  preloadScripts(files, doc);
  preloadScripts(files, doc);
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.map((link) => [link.as, link.href])).toEqual([
    ['script', 'http://projects.test/app/667.f81f.js'],
    ['script', 'http://projects.test/app/__federation_expose_routes.ed48.js'],
  ]);
});
