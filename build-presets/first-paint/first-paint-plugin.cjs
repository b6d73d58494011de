// Emits first-paint.js under a content-hashed name (the app server caches those for good, so the blocking
// script costs no revalidation on a later visit); the page template names it.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join(__dirname, 'first-paint.js');

function firstPaintScriptName() {
  const hash = createHash('sha256').update(fs.readFileSync(SOURCE)).digest('hex').slice(0, 8);
  return `first-paint.${hash}.js`;
}

class FirstPaintScriptPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstPaintScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstPaintScriptPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(firstPaintScriptName(), new RawSource(fs.readFileSync(SOURCE)));
          compilation.fileDependencies.add(SOURCE);
        },
      );
    });
  }
}

module.exports = { FirstPaintScriptPlugin, firstPaintScriptName };
