// Imports nothing shared: the entry (index.ts) asks it before federation has set up the singletons.

/** The session pages (/session/*): drawn without any remote. */
export function isSessionPath(pathname: string): boolean {
  return pathname === '/session' || pathname.startsWith('/session/');
}
