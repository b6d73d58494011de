// What a user may do on Tessera's four doctypes, found by trying: a list, a POST, a PUT and a DELETE, each
// answered 403 or not. The documents written to and deleted are made by an SA first, with nothing linking to
// them, so a refusal can only come from the user's rights.

import { loggedIn, type Client } from './server';

export const TESSERA_DOCTYPES = ['Task', 'Project', 'Spaces', 'Puxeo Statuses'] as const;
export type TesseraDoctype = (typeof TESSERA_DOCTYPES)[number];
export type DocRight = 'read' | 'create' | 'write' | 'delete';
export const DOC_RIGHTS: readonly DocRight[] = ['read', 'create', 'write', 'delete'];

let made = 0;

/** Values for a new document of the doctype, named apart from every other (a status gets a new space). */
async function newValues(sa: Client, doctype: TesseraDoctype): Promise<Record<string, string>> {
  made += 1;
  if (doctype === 'Task') return { subject: `rights probe task ${made}` };
  if (doctype === 'Project') return { project_name: `rights probe project ${made}` };
  if (doctype === 'Spaces') return { name1: `rights probe space ${made}` };
  return { name1: `rights probe status ${made}`, space: await newDoc(sa, 'Spaces') };
}

async function newDoc(sa: Client, doctype: TesseraDoctype): Promise<string> {
  const created = await sa.post(`/api/resource/${doctype}`, await newValues(sa, doctype));
  if (created.status !== 200) throw new Error(`making a ${doctype} failed: ${created.status} ${created.text}`);
  return created.body.data.name;
}

/** The rights the server let `client` use on the doctype, in DOC_RIGHTS' order; `sa` makes what is needed. */
export async function allowedRights(sa: Client, client: Client, doctype: TesseraDoctype): Promise<DocRight[]> {
  const stored = await newDoc(sa, doctype);
  const answers: Record<DocRight, number> = {
    read: (await client.get(`/api/resource/${doctype}`)).status,
    create: (await client.post(`/api/resource/${doctype}`, await newValues(sa, doctype))).status,
    write: (await client.put(`/api/resource/${doctype}/${stored}`, { color: '#336699' })).status,
    delete: (await client.delete(`/api/resource/${doctype}/${stored}`)).status,
  };
  for (const [right, status] of Object.entries(answers)) {
    if (![200, 202, 403].includes(status)) throw new Error(`${right} on ${doctype} answered ${status}, not 2xx or 403`);
  }
  return DOC_RIGHTS.filter((right) => answers[right] !== 403);
}

/** A new user holding only `role` (and Frappe's automatic ones), signed in; `sa` makes them. */
export async function signedInWithOnly(sa: Client, baseUrl: string, role: string): Promise<Client> {
  const email = userFor(role);
  const created = await sa.post('/api/resource/User', {
    email,
    first_name: role,
    new_password: 'role-rights-1',
    roles: [{ role }],
  });
  if (created.status !== 200) throw new Error(`making a user with ${role} failed: ${created.status} ${created.text}`);
  return loggedIn(baseUrl, email, 'role-rights-1');
}

/** The e-mail of the user signedInWithOnly makes for `role`. */
export function userFor(role: string): string {
  return `${role.toLowerCase().replace(/ /g, '-')}@role-rights.test`;
}
