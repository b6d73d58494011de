// The loading screen's look as one small style sheet of plain CSS rather than Chakra components: the same markup
// is drawn into index.html at build time (session/static-pages.tsx), on screen before any script has run and
// before Chakra's own styles exist, and by the app while it starts, where it costs no Chakra render. Its values
// are the theme's (the brand scale, the body font), read from the system.
import { system } from 'shared-ui';

export const BOOT_LOADING_CLASS = 'boot-loading';

/**
 * The spinner shows only when the start takes longer than this. A start that is quick does without it, and a
 * running animation costs the main thread frames while the app starts (≈ 35 ms over a start in Chromium without
 * a GPU: `npm run bench`).
 */
const SPINNER_DELAY_MS = 800;

let css: string | undefined;

/** The sheet, under BOOT_LOADING_CLASS; the spinner is Chakra's (size md, its `spin` at the "slowest" pace). */
export function bootLoadingCss(): string {
  css ??= `
.${BOOT_LOADING_CLASS} {
  position: fixed; inset: 0; display: flex; align-items: center; justify-content: center;
  background-image: linear-gradient(to bottom right, ${system.token('colors.brand.700')}, ${system.token('colors.brand.950')});
  color: #fff; font-family: ${system.token('fonts.body')}; line-height: 1.5;
}
.${BOOT_LOADING_CLASS} > div { display: flex; flex-direction: column; align-items: center; gap: 1rem; }
.${BOOT_LOADING_CLASS} p {
  margin: 0; font-size: 1.875rem; line-height: 2.375rem; font-weight: 700; letter-spacing: -0.025em;
}
.${BOOT_LOADING_CLASS} span {
  display: inline-block; box-sizing: border-box; width: 1.25rem; height: 1.25rem; border: 2px solid currentColor;
  border-bottom-color: transparent; border-inline-start-color: transparent; border-radius: 9999px;
  animation: ${BOOT_LOADING_CLASS}-appear 0s ${SPINNER_DELAY_MS}ms both,
    ${BOOT_LOADING_CLASS}-spin 500ms linear ${SPINNER_DELAY_MS}ms infinite;
}
@keyframes ${BOOT_LOADING_CLASS}-appear { from { visibility: hidden; } to { visibility: visible; } }
@keyframes ${BOOT_LOADING_CLASS}-spin { to { transform: rotate(360deg); } }
`;
  return css;
}
