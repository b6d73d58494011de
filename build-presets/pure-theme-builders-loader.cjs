// Marks the calls that build Chakra's theme (defineConfig, defineRecipe, defineSlotRecipe, defineStyle…) as
// pure. They only return the object they are given, but webpack cannot know it, so it kept every recipe of the
// library, used or not, in the bundle of every first screen. Marked, the recipes no component asks for (the
// theme lists the ones used: shared-ui/src/theme/chakra-theme.ts) are left out.
const THEME_BUILDER_CALL = /(=\s*)(define[A-Z][A-Za-z]*\()/g;

module.exports = function markThemeBuildersPure(source) {
  return source.replace(THEME_BUILDER_CALL, '$1/*#__PURE__*/ $2');
};
