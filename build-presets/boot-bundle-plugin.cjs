// The chunks the app needs to start travel as one file, `boot.<hash>.js`, named in the page's <head> as a
// deferred script beside the entry: webpack only learns of them once the entry has been downloaded and run
// (~150 ms at full CPU speed on this machine), and as fifteen files over HTTP/1.1's six connections per origin
// they came in three rounds, each request paying the server's and the browser's per-request cost. Each chunk in
// it registers itself as it would from its own file (`self.webpackChunk<app>.push(…)`), so the entry, which
// waits for the bundle before loading any chunk (host/src/boot-bundle.ts), fetches none of them. The chunk files
// stay in dist/ beside it, as webpack named them (and are fetched one by one if the bundle fails to load).
//
// "Needed to start" = the chunks of the entry's `import('./bootstrap')` (the async boundary), plus the chunks of
// every shared module those chunks consume, as the app provides it (the copy federation picks: the host registers
// its singletons first; a consumer's fallback copy may sit in other chunks), followed transitively: a shared
// module's chunk may itself consume others (shared-ui consumes React).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const BOOT_REQUEST = './bootstrap';
const CONSUME_SHARED_TYPE = 'consume-shared-module';
const PROVIDE_SHARED_TYPE = 'provide-module';

/** The async blocks of `module` (and of their nested blocks). */
function blocksOf(module) {
  const found = [];
  const visit = (block) => {
    for (const child of block.blocks ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(module);
  return found;
}

/** The modules `module`'s dependencies and those of its async blocks resolve to (through the public module graph). */
function resolvedModules(compilation, module) {
  const dependencies = [...module.dependencies, ...blocksOf(module).flatMap((block) => block.dependencies)];
  return dependencies.map((dependency) => compilation.moduleGraph.getModule(dependency)).filter(Boolean);
}

/**
 * For each module the app provides as a shared one, the async blocks of its provide module: the chunks the
 * copy federation picks sit in. Keyed by the module itself, which a consumer's fallback resolves to as well.
 */
function providedBlocks(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED_TYPE) continue;
    for (const target of resolvedModules(compilation, module)) provided.set(target, blocksOf(module));
  }
  return provided;
}

/** The boot block: the entry module's `import('./bootstrap')`, or null when the app has none. */
function bootBlock(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return null;
  for (const chunk of entry.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const block of blocksOf(module)) {
        if (block.dependencies.some((dependency) => dependency.request === BOOT_REQUEST)) return block;
      }
    }
  }
  return null;
}

/** The chunks the boot block needs whose files it would fetch, in the order webpack would ask for them. */
function bootChunks(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const start = bootBlock(compilation, entryName);
  if (!start) return [];
  const entryChunks = new Set(compilation.entrypoints.get(entryName).chunks);
  const chunks = [];
  const seenGroups = new Set();
  const seenChunks = new Set();
  // A chunk's file can install other chunks too (`chunk.ids`): one already installed is never fetched.
  const installed = new Set();
  const provided = providedBlocks(compilation);
  const queue = [chunkGraph.getBlockChunkGroup(start)];
  while (queue.length > 0) {
    const group = queue.shift();
    if (!group || seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (entryChunks.has(chunk) || seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      const ids = chunk.ids ?? [chunk.id];
      if (!ids.every((id) => installed.has(id))) {
        for (const id of ids) installed.add(id);
        chunks.push(chunk);
      }
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED_TYPE) continue;
        // Not provided here: federation takes another app's copy, so there is nothing of ours to preload.
        // Its fallback, the app's own copy, is the module the app provides.
        for (const target of resolvedModules(compilation, module))
          for (const block of provided.get(target) ?? []) queue.push(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  return chunks;
}

/** The JS files of the boot chunks (see bootChunks). */
function bootFiles(compilation) {
  return bootChunks(compilation).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

const PLUGIN = 'BootBundlePlugin';
// Named again in host/src/boot-bundle.ts, which finds the bundle's <script> by it.
const BUNDLE_ATTRIBUTE = 'data-boot-bundle';

/** A chunk file's code without its source-map comment (which would point the whole bundle at one chunk's map). */
function withoutSourceMapComment(code) {
  return code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
}

class BootBundlePlugin {
  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      let bundleFile = null;
      compilation.hooks.processAssets.tap(
        // Once the chunks are minified, before the page's tags are made: named by its content, as the chunks are.
        // Webpack's real-content-hash step then treats it as theirs (a chunk renamed in it renames it too).
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = bootFiles(compilation);
          if (files.length === 0) return;
          const code = `${files
            .map((file) => withoutSourceMapComment(String(compilation.getAsset(file).source.source())))
            .join('\n')}\n`;
          const { hashFunction, hashDigest } = compilation.outputOptions;
          const contenthash = String(util.createHash(hashFunction).update(code).digest(hashDigest)).slice(0, 8);
          bundleFile = `boot.${contenthash}.js`;
          compilation.emitAsset(bundleFile, new sources.RawSource(code), {
            immutable: true,
            contenthash,
            // Already minified chunk by chunk: the minimizer, which also sees assets added later, leaves it.
            minimized: true,
          });
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '';
        // A deferred script is fetched at low priority: the entry, which starts the app (and its session check),
        // and the bundle it needs are asked for at high priority, and come first.
        const deferred = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.defer);
        for (const tag of deferred) tag.attributes.fetchpriority = 'high';
        if (bundleFile) {
          const bundle = HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: publicPath + bundleFile,
            fetchpriority: 'high',
            [BUNDLE_ATTRIBUTE]: true,
          });
          // After the entry: it runs first (deferred scripts run in document order), starts the session check
          // and the remotes' reads, and waits for the bundle before it loads any chunk (host/src/boot-bundle.ts).
          data.headTags.splice(data.headTags.indexOf(deferred[0]) + 1, 0, bundle);
        }
        return data;
      });
    });
  }
}

module.exports = { BootBundlePlugin, bootFiles };
