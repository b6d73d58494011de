import { BOOT_LOADING_CLASS, bootLoadingCss } from './boot-loading-css';

/**
 * The loading screen: shown from the first paint (index.html holds a copy drawn at build time) while the app
 * starts and asks whether a session is open, and while the signed-in frame's code arrives.
 */
export function BootLoadingScreen() {
  return (
    <div className={BOOT_LOADING_CLASS}>
      <style>{bootLoadingCss()}</style>
      <div role="status" aria-label="Loading Tessera">
        <p>Tessera</p>
        <span />
      </div>
    </div>
  );
}
