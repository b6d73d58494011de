// Publishes a remote's page declarations as data, `routes.json` beside its mf-manifest.json: the host draws the
// menu and guards every path from them without loading any of the remote's JavaScript, and loads the remote only
// when one of its pages is opened. The route module is evaluated in Node (jiti transpiles it); its `load`
// functions are never called, so no page module is imported.
const { createJiti } = require('jiti');
const { webpackAliases } = require('./path-aliases.cjs');

const ROUTES_ASSET = 'routes.json';

/**
 * The declarations of a route module (contract v2) as plain data: everything but each page's and section's
 * `load` and a page's `prefetch`.
 */
function routeDeclarations(module) {
  if (!module || module.contract !== 2 || !Array.isArray(module.pages) || !Array.isArray(module.groups)) {
    throw new Error('the route module must export a contract 2 module (joinFeatures(...)) as default');
  }
  return {
    contract: 2,
    groups: module.groups,
    pages: module.pages.map(({ load, prefetch, ...page }) => {
      if (typeof load !== 'function') throw new Error(`the page ${page.path} has no load function`);
      if (prefetch !== undefined && typeof prefetch !== 'function')
        throw new Error(`the page ${page.path} has a prefetch that is not a function`);
      return page;
    }),
    sections: (module.sections ?? []).map(({ load, ...section }) => {
      if (typeof load !== 'function') throw new Error(`the sidebar section ${section.id} has no load function`);
      return section;
    }),
  };
}

class RouteDeclarationsPlugin {
  /** @param {string} routesFile the absolute path of the remote's route module (src/routes.ts) */
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteDeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteDeclarationsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // No caches: in watch mode an edited route file must be read again.
          const jiti = createJiti(__filename, { moduleCache: false, fsCache: false, alias: webpackAliases() });
          try {
            const module = await jiti.import(this.routesFile, { default: true });
            const json = JSON.stringify(routeDeclarations(module), null, 2);
            compilation.emitAsset(ROUTES_ASSET, new RawSource(`${json}\n`));
          } catch (error) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`${ROUTES_ASSET} from ${this.routesFile}: ${error.message}`),
            );
          }
          compilation.fileDependencies.add(this.routesFile);
        },
      );
    });
  }
}

module.exports = { RouteDeclarationsPlugin, routeDeclarations, ROUTES_ASSET };
