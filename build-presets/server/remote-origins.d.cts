// Types for remote-origins.cjs (the server runs it as plain JavaScript; its test is TypeScript).
export function remoteOriginsOf(remotesFile: string): string[];
