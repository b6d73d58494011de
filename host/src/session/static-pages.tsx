// Built and run in Node at build time (build-presets/prerender.mjs): first paints as HTML, on screen before any
// script has run: the sign-in form (with Chakra's styles inline) and the loading screen every other address
// starts with (plain CSS). The app replaces them when it starts (static-copy-form.ts carries over what was typed).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, UiProvider } from 'shared-ui';
import { BootLoadingScreen } from '../BootLoading';
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

/**
 * Marks the loading screen's copy, hidden when scripts are off (the page's <noscript> says why nothing comes):
 * build-presets/index.html's <noscript> rule names it.
 */
export const STATIC_LOADING_ATTRIBUTE = 'data-static-loading';

/** Each page's address and its HTML (what goes inside the page's #root). */
export const staticPages: Record<string, () => string> = {
  '/session/signin': () => renderAt('/session/signin', <SignInPage staticCopy />),
};

/** The loading screen in index.html, the page of every other address, until the app draws the page. */
export function staticIndex(): string {
  // Plain CSS of its own (boot-loading-css.ts): none of Chakra's styles need to come with it.
  return `<div ${STATIC_COPY_ATTRIBUTE}="" ${STATIC_LOADING_ATTRIBUTE}="">${renderToString(<BootLoadingScreen />)}</div>`;
}
