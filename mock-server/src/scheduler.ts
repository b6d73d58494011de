// Frappe's scheduler, for the jobs the doctypes declare (e.g. Task's overdue rule): hourly while the server
// runs. `app.runScheduledJobs()` runs them now, for tests and for anyone embedding the server.
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from './frappe/resource/service';

declare module 'fastify' {
  interface FastifyInstance {
    runScheduledJobs(): void;
  }
}

export const HOUR_MS = 60 * 60 * 1000;

export function startScheduler(app: FastifyInstance, resources: ResourceService, intervalMs = HOUR_MS): void {
  const run = () => resources.runHourlyJobs();
  const timer = setInterval(run, intervalMs);
  // The scheduler never keeps the process alive on its own.
  timer.unref();
  app.decorate('runScheduledJobs', run);
  app.addHook('onClose', async () => clearInterval(timer));
}
