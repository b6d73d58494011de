// Puts a script of the app's own into its page, run by the parser right after the page's body (#root) and so
// always before the app's deferred entry: a self-contained TypeScript file (no imports at run time), transpiled
// alone, named by its content (cached as immutable, as the chunks are; a returning user's copy is at hand) and
// called through one exported function given the page's window. The host draws a returning user's last screen
// with it (host/src/last-screen/draw-picture.ts). Run `async`, it lost the race to the entry when both came in
// together, and the entry's first render had replaced the loading screen the picture takes the place of.
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ts = require('typescript');

const PLUGIN = 'StartScriptPlugin';

/** The script as the page gets it: the module transpiled, its exports kept local, `start(window)` called. */
function startScriptCode(sourceFile, start) {
  const { outputText } = ts.transpileModule(fs.readFileSync(sourceFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, removeComments: true },
    fileName: sourceFile,
  });
  if (/\brequire\(/.test(outputText)) throw new Error(`${sourceFile} imports at run time; a start script cannot`);
  return `(function () {\nvar exports = {};\n${outputText}\nexports.${start}(window);\n})();\n`;
}

class StartScriptPlugin {
  /**
   * @param {{ source: string, name: string, start: string }} options the TypeScript file, the script's file name
   *   (before its hash) and the exported function to call
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    const { source, name, start } = this.options;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(source);
      let file = null;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const code = startScriptCode(source, start);
        const { hashFunction, hashDigest } = compilation.outputOptions;
        const contenthash = String(util.createHash(hashFunction).update(code).digest(hashDigest)).slice(0, 8);
        file = `${name}.${contenthash}.js`;
        compilation.emitAsset(file, new sources.RawSource(code), { immutable: true, contenthash });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        if (!file) return data;
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
          src: (data.publicPath ?? '') + file,
          fetchpriority: 'high',
        });
        data.bodyTags.unshift(tag);
        return data;
      });
    });
  }
}

module.exports = { StartScriptPlugin, startScriptCode };
