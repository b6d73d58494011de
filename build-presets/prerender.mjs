#!/usr/bin/env node
// After an app's production build: draws its static pages in Node and writes each into a copy of the built
// index.html (`<path>.html` beside it, precompressed like the rest), which the app server sends for that path.
// The pages come from a module exporting `staticPages: { [path]: () => html }`, and optionally `staticIndex:
// () => html`, drawn into index.html itself (the page of every other address), bundled here for Node with the
// app's own TypeScript settings (webpack resolves the packages' Node builds: Emotion then renders its styles
// inline with the markup).
// Usage: node prerender.mjs <app folder> <entry, relative to it>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

const [appArg, entryArg] = process.argv.slice(2);
if (!appArg || !entryArg) {
  console.error('Usage: node prerender.mjs <app folder> <entry>');
  process.exit(2);
}
const appDir = path.resolve(appArg);
const distDir = path.join(appDir, 'dist');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-prerender-'));

function bundle() {
  const config = {
    mode: 'production',
    target: 'node',
    entry: path.join(appDir, entryArg),
    output: { path: outDir, filename: 'static-pages.cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: require.resolve('ts-loader'),
          exclude: /node_modules/,
          options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
        },
      ],
    },
    // Run once at build time: no need to minify.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    devtool: false,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(outDir, 'static-pages.cjs'));
    });
  });
}

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

function writeCompressed(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

try {
  const { staticPages, staticIndex } = require(await bundle());
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!ROOT_ELEMENT.test(template)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  for (const [pagePath, render] of Object.entries(staticPages)) {
    if (!/^\/[a-z0-9/-]+$/.test(pagePath)) throw new Error(`not a plain page path: ${pagePath}`);
    const html = template.replace(ROOT_ELEMENT, () => `<div id="root">${render()}</div>`);
    writeCompressed(path.join(distDir, `${pagePath.slice(1)}.html`), html);
  }
  // Last, so the pages above are drawn into the template with its root still empty.
  if (staticIndex)
    writeCompressed(
      path.join(distDir, 'index.html'),
      template.replace(ROOT_ELEMENT, () => `<div id="root">${staticIndex()}</div>`),
    );
  console.log(`Prerendered ${[...Object.keys(staticPages), ...(staticIndex ? ['index.html'] : [])].join(', ')}`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
