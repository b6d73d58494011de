// Lists, in the page's <head>, the chunks the app needs to start (`<link rel="preload" as="script">`), so the
// browser fetches them beside the entry file instead of after it: webpack only learns of them once the entry has
// been downloaded and run, and on this machine that takes ~150 ms at full CPU speed.
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

/** The JS files of the chunks the boot block needs, in the order webpack would ask for them. */
function bootFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const start = bootBlock(compilation, entryName);
  if (!start) return [];
  const entryChunks = new Set(compilation.entrypoints.get(entryName).chunks);
  const files = [];
  const seenGroups = new Set();
  const seenChunks = new Set();
  // A chunk's file can install other chunks too (`chunk.ids`): one already installed is never fetched.
  const installed = new Set();
  // share key -> the blocks of the module the app provides under it
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED_TYPE) provided.set(module._name, blocksOf(module));
  }
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
        for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
      }
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED_TYPE) continue;
        // Not provided here: federation takes another app's copy, so there is nothing of ours to preload.
        for (const block of provided.get(module.options.shareKey) ?? [])
          queue.push(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  return files;
}

class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        const links = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        data.headTags.push(...links);
        // A deferred script is fetched at low priority, after every preload: the entry, which starts the app (and
        // its session check), would arrive last. Asked for at high priority, it comes first and runs while the
        // preloads arrive.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src && tag.attributes.defer)
            tag.attributes.fetchpriority = 'high';
        }
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootFiles };
