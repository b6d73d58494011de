export function pathAliases(): Array<[string, string]>;
export function webpackAliases(): Record<string, string>;
export function jestModuleNameMapper(): Record<string, string>;
