// URL fields (Frappe's Attach, Attach Image, Data with options "URL"; User.user_image is an Attach Image)
// accept only http(s) URLs or paths on this site: nothing a browser would run as script or read as a link
// to another host.

import { Client, errorMessage, serveForTests, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.admin });
const SELF = `/api/resource/User/${USERS.admin}`;

describe('PUT /api/resource/User/<self> user_image', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    '//evil.com/x.png',
    '/\\evil.com/x.png',
    '/\t/evil.com/x.png',
    ' //evil.com/x.png',
    'https:/evil.com',
    'ftp://files.example/me.png',
    'me.png',
  ])('refuses %j with 417', async (value) => {
    const res = await ctx.client.put(SELF, { user_image: value });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toMatch(
      /^User Image: must be an http\(s\) URL or a path on this site starting with \//,
    );
  });

  it.each([
    'https://cdn.tessera.example/avatars/adam.png',
    'http://localhost:8000/files/a.png',
    '/files/adam reyes.png',
    '',
  ])('accepts %j', async (value) => {
    const res = await ctx.client.put(SELF, { user_image: value });
    expect(res.status).toBe(200);
    if (value) expect(res.body.data.user_image).toBe(value);
    else expect(res.body.data).not.toHaveProperty('user_image');
  });

  it('refuses it on create too, and the login cookie never carries a refused value', async () => {
    const res = await ctx.client.post('/api/resource/User', {
      email: 'img@tessera.dev',
      first_name: 'Img',
      user_image: 'javascript:alert(1)',
    });
    expect(res.status).toBe(417);
    const login = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: USERS.admin,
      pwd: 'tessera-demo',
    });
    expect(login.cookies.find((c) => c.name === 'user_image')?.value).not.toMatch(/javascript/i);
  });
});
