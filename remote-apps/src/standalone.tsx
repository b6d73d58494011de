// This remote's own page, for the team that owns it: its routes in a minimal harness, same session and API.
import { renderStandalone } from 'build-presets/standalone';
import routeModule from './routes';

renderStandalone('Apps', routeModule);
