// Builds the HTTP server: opens (and migrates, and seeds when empty) the SQLite file, then mounts the
// Frappe-compatible API under /api and /api/v1 and the demo API under /api, every route behind the origin
// check for writes and the clean-text check for parameters.

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_SETTINGS, settingsFromEnv, type Settings } from './config';
import { createContext } from './context';
import { registerTodoRoutes } from './demo/todo';
import { migrate } from './db/migrations';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed';
import { registerFrappeRoutes } from './frappe/api-routes';
import { DOCTYPES } from './frappe/doctypes';
import { markOverdueTasks, TASK } from './frappe/doctypes/task';
import { DocTypeRegistry } from './frappe/resource/registry';
import { syncDoctypeTables } from './frappe/resource/schema';
import { ResourceService } from './frappe/resource/service';
import { registerBodyParsers } from './http/body';
import { refuseUncleanParams } from './http/clean-params';
import { originGuard } from './http/origin-guard';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/errors';

export interface BuildServerOptions {
  /** SQLite file; created with its folder when missing. */
  dbPath: string;
  /** Fastify logger option (false by default). */
  logger?: FastifyServerOptions['logger'];
  /** Overrides for Frappe-like settings; environment variables apply first, then these. */
  settings?: Partial<Settings>;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...settingsFromEnv(), ...options.settings };

  const db = openDatabase(options.dbPath);
  migrate(db);
  const registry = new DocTypeRegistry(DOCTYPES);
  syncDoctypeTables(db, registry.all());
  const resources = new ResourceService(db, registry);
  resources.onBeforeRead(TASK.name, markOverdueTasks);
  seedIfEmpty(db, resources);
  markOverdueTasks(db);
  const ctx = createContext(db, settings, resources);
  ctx.sessions.purgeExpired();

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
      await api.register(async (frappe) => registerFrappeRoutes(frappe, ctx));
      await api.register(async (frappe) => registerFrappeRoutes(frappe, ctx), { prefix: '/v1' });
      await api.register(async (demo) => registerTodoRoutes(demo, ctx));
    },
    { prefix: '/api' },
  );
  return app;
}
