// Emits every file of a folder into the build as it is, so dist/ is self-contained (no copy plugin needed).
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicDirPlugin {
  constructor(directory) {
    this.directory = directory;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicDirPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicDirPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(this.directory, { recursive: true })) {
            const source = path.join(this.directory, String(file));
            if (!fs.statSync(source).isFile()) continue;
            compilation.emitAsset(String(file).split(path.sep).join('/'), new RawSource(fs.readFileSync(source)));
            compilation.fileDependencies.add(source);
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicDirPlugin };
