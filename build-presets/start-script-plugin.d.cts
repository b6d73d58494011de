// Types for start-script-plugin.cjs (the build runs it as plain CommonJS; its test is TypeScript).
import type { Compiler } from 'webpack';

export declare class StartScriptPlugin {
  constructor(options: { source: string; name: string; start: string });
  apply(compiler: Compiler): void;
}

/** The script as the page gets it: the module transpiled, its exports kept local, `start(window)` called. */
export declare function startScriptCode(sourceFile: string, start: string): string;
