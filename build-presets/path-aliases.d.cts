// Types for path-aliases.cjs (plain CommonJS, read by webpack, Jest and jiti; its users in tests are TypeScript).
export function pathAliases(): Array<[string, string]>;
export function webpackAliases(): Record<string, string>;
export function jestModuleNameMapper(): Record<string, string>;
