// Puts the first-paint script (first-paint-inline.cjs) into the page's <head> as an inline script, ahead of the
// app's deferred scripts. Injected as a tag rather than written in the template, so that no formatter can change
// the text between <script> and </script>, which the Content-Security-Policy allows by its exact hash.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FIRST_PAINT_SOURCE, firstPaintInlineScript } = require('./first-paint-inline.cjs');

const PLUGIN = 'FirstPaintScriptPlugin';

class FirstPaintScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // A watching build (the dev server) rebuilds the page when the script changes.
      compilation.fileDependencies.add(FIRST_PAINT_SOURCE);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const script = HtmlWebpackPlugin.createHtmlTagObject('script', {}, firstPaintInlineScript());
        data.headTags.unshift(script);
        return data;
      });
    });
  }
}

module.exports = { FirstPaintScriptPlugin };
