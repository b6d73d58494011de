import { sessionPageLoaderFor } from './session/session-page-loaders';

// A session page's code is fetched beside the app's own rather than after it has run: the boot waits for it.
// A failure shows when the page renders (the boot loads it again).
sessionPageLoaderFor(window.location.pathname)?.().catch(() => undefined);

// The async boundary lets federation negotiate the shared singletons before any of them is imported.
void import('./bootstrap');
