// Built and run in Node at build time (build-presets/prerender.mjs): the session pages' first paint as HTML,
// with Chakra's styles inline, so the sign-in form is on screen before any script has run. The app replaces
// it when it starts (static-copy-form.ts carries over what was typed).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, UiProvider } from 'shared-ui';
import { SessionLayout } from './SessionLayout';
import { SignInPage } from './SignInPage';
import { STATIC_COPY_ATTRIBUTE } from './static-copy-form';

function renderAt(path: string, page: ReactNode): string {
  const markup = renderToString(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SessionLayout />}>
            <Route path={path} element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return `<div ${STATIC_COPY_ATTRIBUTE}="">${markup}</div>`;
}

/** Each page's address and its HTML (what goes inside the page's #root). */
export const staticPages: Record<string, () => string> = {
  '/session/signin': () => renderAt('/session/signin', <SignInPage staticCopy />),
};
