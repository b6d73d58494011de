// One webpack + Module Federation config factory for the host and the three remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-deps.cjs');
const { webpackAliases } = require('./path-aliases.cjs');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { CopyPublicDirPlugin } = require('./copy-public-dir.cjs');
const { RouteDeclarationsPlugin } = require('./route-declarations-plugin.cjs');
const { BootBundlePlugin } = require('./boot-bundle-plugin.cjs');
const { FirstPaintScriptPlugin } = require('./first-paint/first-paint-plugin.cjs');
const { StartScriptPlugin } = require('./start-script-plugin.cjs');

// Precompressed copies beside each file, as a CDN keeps them; the app server sends the one the browser accepts.
const COMPRESSIBLE = /\.(?:js|json|html|css|svg|txt)$/;
const precompress = () => [
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    threshold: 1024,
    minRatio: 0.9,
    compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
];

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (its __dirname)
 * @param {string} options.name          federation name: host | remote_projects | remote_apps | remote_template_kits
 * @param {number} options.port          dev-server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {object} [options.devServer]   extra dev-server options
 * @param {string} [options.title]       page title of the app's own (standalone) page
 * @param {string} [options.publicDir]   files copied as they are beside the build (the host's remotes.json)
 * @param {string} [options.routes]      a remote's route module, published as data in routes.json
 * @param {string[]} [options.fetchPreloads]  same-origin paths the entry fetches at once, asked for by the page's
 *                                        HTML (preload) so they leave with the entry instead of after its run
 * @param {{ source: string, name: string, start: string }} [options.startScript]  a script run before the entry
 *                                        (start-script-plugin.cjs)
 */
function createFederatedConfig(options) {
  const {
    appDir,
    name,
    port,
    exposes = {},
    devServer = {},
    title = 'Tessera',
    publicDir,
    routes,
    fetchPreloads = [],
    startScript,
  } = options;
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(appDir, 'src', 'index.ts'),
      // Production builds publish no source maps unless asked for (SOURCE_MAPS=1 npm run build).
      devtool: production ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        // A release build (scripts/release.mjs) is written straight into the releases store, beside dist/.
        path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(appDir, 'dist'),
        // 'auto' lets the same dist be served from any origin.
        publicPath: 'auto',
        // Entry files keep stable names (served no-cache); federation cannot hash them. Chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: webpackAliases(),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: require.resolve('ts-loader'),
            exclude: /node_modules/,
            // Type checking is done once by `tsc --noEmit` in the test run; the build only transpiles.
            options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
          },
        ],
      },
      // runtimeChunk breaks remote containers (docs/architecture.md, Toolchain facts), so it stays off.
      optimization: {
        runtimeChunk: false,
        // SWC's minifier: output within about 1 % of Terser's, in a fraction of its time (a release of one
        // remote builds in seconds instead of half a minute of minifying).
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: {
              compress: true,
              mangle: process.env.KEEP_NAMES === '1' ? { keep_fnames: true, keep_classnames: true } : true,
            },
          }),
        ],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, path.join(appDir, file)])),
          remotes: {},
          shared: sharedSingletons(name),
          // A singleton already loaded is the one used, and a remote's container is asked for its copies only once
          // it is loaded: the host can register the opening page's remote before its own singletons are in
          // (host/src/federation/route-module-preload.ts). No slower than 'version-first' (docs/performance.md).
          shareStrategy: 'loaded-first',
          manifest: true,
          // Type download goes over HTTP and fails offline; remotes are typed from the workspace instead.
          dts: false,
        }),
        // Absolute script URLs, so a deep link (/projects/all) loads the page's own scripts; chunks stay 'auto'.
        new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, 'index.html'),
          publicPath: '/',
          fetchPreloads,
        }),
        new FirstPaintScriptPlugin(),
        ...(startScript ? [new StartScriptPlugin(startScript)] : []),
        ...(production ? [new BootBundlePlugin()] : []),
        ...(publicDir ? [new CopyPublicDirPlugin(publicDir)] : []),
        ...(routes ? [new RouteDeclarationsPlugin(path.join(appDir, routes))] : []),
        ...(production ? precompress() : []),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        static: publicDir ? { directory: publicDir } : false,
        // Same-origin /api, as in production: the session cookie never crosses origins.
        proxy: [
          { context: ['/api'], target: process.env.BACKEND_URL ?? 'http://127.0.0.1:8000', changeOrigin: true },
          // Realtime, polling and WebSocket alike. The Host stays the page's: Frappe's realtime server compares
          // its hostname with the Origin's.
          {
            context: ['/socket.io'],
            target: process.env.REALTIME_URL ?? process.env.BACKEND_URL ?? 'http://127.0.0.1:8000',
            ws: true,
            ...(process.env.SITE_NAME ? { headers: { 'X-Frappe-Site-Name': process.env.SITE_NAME } } : {}),
          },
        ],
        ...devServer,
      },
    };
  };
}

module.exports = { createFederatedConfig };
