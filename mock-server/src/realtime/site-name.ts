// Which site a socket.io connection is for, as Frappe's realtime server decides it (middlewares/authenticate.js
// get_site_name): the X-Frappe-Site-Name header (a proxy's); else the configured site when the Host is localhost
// or 127.0.0.1 (a bench's default_site); else the Origin's host name; else the Host's.

import type { IncomingHttpHeaders } from 'node:http';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Frappe's get_hostname: the host of a URL or of a Host header, without its port. */
export function hostnameOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const host = value.includes('://') ? (value.split('/')[2] ?? '') : value;
  const colon = host.indexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function siteNameOf(headers: IncomingHttpHeaders, configuredSite: string): string | undefined {
  const forwarded = header(headers, 'x-frappe-site-name');
  if (forwarded) return hostnameOf(forwarded);
  const host = hostnameOf(headers.host);
  if (host !== undefined && LOCAL_HOSTS.has(host)) return configuredSite;
  if (headers.origin) return hostnameOf(headers.origin);
  return host;
}
