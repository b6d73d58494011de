// Builds the HTTP server: opens the SQLite file, migrates each module's tables, creates the doctype tables,
// runs the seeds not yet run, then mounts the Frappe-compatible API under /api and /api/v1 and the demo
// collections under /api, every route behind the origin check for writes and the clean-text check for
// parameters, and the realtime server (socket.io) on the same HTTP server. Doctypes and demo collections bring
// their own hooks and seeds; nothing here is specific to one.

import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { DEFAULT_SETTINGS, settingsFromEnv, type Settings } from './config';
import { createContext } from './context';
import type { Db } from './db/open';
import type { DemoCollection } from './demo/engine/definition';
import { IGNORE_CHANGES, type DemoChangeListener } from './demo/engine/changes';
import { DemoEngine } from './demo/engine/engine';
import { loadDemoApps } from './demo/engine/load-apps';
import { localIdentity, registerDemoRoutes } from './demo/engine/routes';
import { FrappeIdentity } from './demo/frappe-identity';
import { registerProductPictureRoutes } from './demo/apps/ecommerce/product-pictures';
import { recordAccess } from './demo/uploads/held-files';
import { registerUploadRoutes } from './demo/uploads/upload-routes';
import { UploadStore } from './demo/uploads/upload-store';
import { registerFrappeRoutes } from './frappe/api-routes';
import { prepareDatabase } from './frappe/prepare-database';
import { registerBodyParsers } from './http/body';
import { refuseUncleanParams } from './http/clean-params';
import { originGuard } from './http/origin-guard';
import { setRequestUser } from './http/request-user';
import { tokenUser } from './frappe/token-auth';
import { enabledUserRooms, publishDemoChanges, SITE_USERS_ROOM } from './realtime/demo-events';
import type { RealtimePublisher } from './realtime/publisher';
import { createRedisPublisher } from './realtime/redis-publisher';
import { createRealtimeService } from './realtime/socket-server';
import { startScheduler } from './scheduler';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/errors';

export interface BuildServerOptions {
  /** SQLite file; created with its folder when missing. */
  dbPath: string;
  /** Fastify logger option (false by default). */
  logger?: FastifyServerOptions['logger'];
  /** Overrides for Frappe-like settings; environment variables apply first, then these. */
  settings?: Partial<Settings>;
  /** Demo collections served beside the apps in src/demo/apps/ (tests). */
  demoCollections?: readonly DemoCollection[];
  /** Which APIs to serve; `full` by default. */
  mode?: ServerMode;
}

/**
 * What the server answers: `full` (the Frappe API and the demo API), `frappe-only` (as a stock Frappe site,
 * which has no demo endpoints) or `demo-only` (the demo service beside a real Frappe site at `frappeUrl`,
 * which it asks who each request's user is, and whose realtime server sends its events on when
 * `frappeRedisQueue`, the site's `redis_queue` URL, is given; without it, no live demo events).
 */
export type ServerMode =
  { kind: 'full' } | { kind: 'frappe-only' } | { kind: 'demo-only'; frappeUrl: string; frappeRedisQueue?: string };

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...settingsFromEnv(), ...options.settings };
  const mode = options.mode ?? { kind: 'full' };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: settings.bodyLimitBytes,
    // X-Forwarded-For/-Proto (client IP for the lock-out and rate limits, https for Secure cookies) only from
    // the configured proxies: anyone else could send a new address with every request.
    trustProxy: settings.trustProxy.length > 0 ? settings.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // Beside the Frappe API only: beside a real site (demo-only), the site's own realtime server is the one.
  const realtime = mode.kind === 'demo-only' ? null : createRealtimeService(app.server, settings.siteName);
  const resources = prepareDatabase(options.dbPath, realtime?.publisher);
  const { db } = resources;
  const demoChanges = demoChangesListener(mode, settings.siteName, db, realtime?.publisher);
  const demo = new DemoEngine(
    db,
    [...(await loadDemoApps()), ...(options.demoCollections ?? [])],
    demoChanges.listener,
  );
  demo.seedShared();
  const ctx = createContext(db, settings, resources);
  ctx.sessions.purgeExpired();
  realtime?.serve(ctx);
  app.addHook('preClose', async () => {
    realtime?.close();
    demoChanges.close();
  });
  startScheduler(app, resources);
  app.addHook('onClose', async () => {
    db.close();
  });
  app.addHook('onSend', async (request, reply) => {
    // frappe/app.py process_response: API answers are never cached.
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store,no-cache,must-revalidate,max-age=0');
  });

  registerBodyParsers(app);
  registerErrorHandling(app, settings.bodyLimitBytes);
  await app.register(
    async (api) => {
      // Route hooks, so they hold for every path the router matches (e.g. "//api/…" too).
      api.addHook('onRequest', originGuard(settings.allowedOrigins));
      api.addHook('preValidation', refuseUncleanParams);
      if (mode.kind !== 'demo-only') {
        api.addHook('preHandler', async (request) => {
          const user = await tokenUser(ctx, request.headers.authorization);
          if (user) setRequestUser(request, user);
        });
        await api.register(async (frappe) => registerFrappeRoutes(frappe, ctx));
        await api.register(async (frappe) => registerFrappeRoutes(frappe, ctx), { prefix: '/v1' });
      }
      if (mode.kind !== 'frappe-only') {
        const frappeIdentity = mode.kind === 'demo-only' ? new FrappeIdentity(mode.frappeUrl) : null;
        const identify = frappeIdentity
          ? (request: FastifyRequest) => frappeIdentity.userOf(request.headers.cookie)
          : localIdentity(ctx);
        await api.register(async (demoApi) => registerDemoRoutes(demoApi, identify, demo));
        await api.register(registerProductPictureRoutes);
        await api.register(async (uploadApi) =>
          registerUploadRoutes(uploadApi, identify, new UploadStore(db), recordAccess(demo)),
        );
      }
    },
    { prefix: '/api' },
  );
  return app;
}

/**
 * Where demo changes go: the server's own sockets (full mode); beside a real site, that site's realtime server
 * through its Redis, if named; else nowhere.
 */
function demoChangesListener(
  mode: ServerMode,
  siteName: string,
  db: Db,
  ownPublisher: RealtimePublisher | undefined,
): { listener: DemoChangeListener; close: () => void } {
  if (ownPublisher) return { listener: publishDemoChanges(ownPublisher, enabledUserRooms(db)), close: () => undefined };
  if (mode.kind === 'demo-only' && mode.frappeRedisQueue) {
    const redis = createRedisPublisher(mode.frappeRedisQueue, siteName);
    return { listener: publishDemoChanges(redis, SITE_USERS_ROOM), close: () => redis.close() };
  }
  return { listener: IGNORE_CHANGES, close: () => undefined };
}
