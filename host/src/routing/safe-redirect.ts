// `redirectUrl` comes from the address bar, so it is only ever followed to a same-origin app path.
const HOME = '/';

export function safeRedirectPath(redirectUrl: string | null | undefined, origin: string): string {
  if (!redirectUrl) return HOME;
  // Only a path: not `//evil.example`, not `/\evil.example` (browsers read both as another host), no scheme.
  if (!redirectUrl.startsWith('/') || redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\')) return HOME;
  let target: URL;
  try {
    target = new URL(redirectUrl, origin);
  } catch {
    return HOME;
  }
  if (target.origin !== new URL(origin).origin) return HOME;
  // Back to a session page would loop (sign-in → sign-in).
  if (target.pathname === '/session' || target.pathname.startsWith('/session/')) return HOME;
  return `${target.pathname}${target.search}${target.hash}`;
}
