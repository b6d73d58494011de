// Serves each demo collection that has a URL base: the standard endpoints under /api/<base>, and its
// custom ones, all behind one sign-in check (a preHandler of the collection's routes: Guest → 403) and one
// role check (./write-access.ts): a POST changing shared records a GUEST may not change → 403, before anything
// is read, and a handler gets such records read-only whatever its method.
//   GET  /all                        every record, in order
//   GET  ?id=                        one record (404 "<Label> <id> not found")
//   POST /add                        the new record
//   POST /update {id, modified?, …}  the changed record; a stale `modified` → 417 TimestampMismatchError
//   POST /delete {id}                the records left
//   POST /reorder {id, beforeId | afterId}   the records in their new order: record `id` just before or after
//                                            another (ordered collections); that one gone → 417
// A collection with `standardRoutes: false` gets only its custom endpoints.

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ServerContext } from '../../context';
import { permissionError } from '../../frappe/errors';
import type { RequestUser } from '../../frappe/roles';
import { requestUser } from '../../http/request-user';
import type { CollectionCall, CollectionRecords, CustomHandler, DemoCollection } from './definition';
import type { DemoEngine } from './engine';
import { demoParams, integerParam, modifiedParam, placementParam } from './params';
import { changeRefused, mayChange, readOnly } from './write-access';

/** Who a demo request is: this server's own session, or (demo-only mode) the Frappe site's. */
export type IdentifyUser = (request: FastifyRequest, reply: FastifyReply) => RequestUser | Promise<RequestUser>;

const identified = new WeakMap<FastifyRequest, RequestUser>();

function collectionRoutes(
  app: FastifyInstance,
  identify: IdentifyUser,
  engine: DemoEngine,
  collection: DemoCollection,
): void {
  const appName = collection.app ?? collection.name;
  const signInMessage = `Please sign in to use the ${appName} app`;
  app.addHook('preHandler', async (request, reply) => {
    const user = await identify(request, reply);
    if (user.isGuest) throw permissionError(signInMessage);
    identified.set(request, user);
  });

  const recordsFor = (user: RequestUser, of: DemoCollection): CollectionRecords => {
    const records = engine.records(of, user);
    return mayChange(user, of) ? records : readOnly(records, () => changeRefused(appName));
  };

  /** `changes`: the collections the route changes when it is a POST; its own unless its declaration says. */
  const handle =
    (handler: CustomHandler, changes: readonly DemoCollection[] = [collection]) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      const user = identified.get(request);
      if (!user) throw permissionError(signInMessage);
      if (request.method === 'POST' && changes.some((changed) => !mayChange(user, changed))) {
        throw changeRefused(appName);
      }
      const call: CollectionCall = {
        params: demoParams(request),
        user,
        records: recordsFor(user, collection),
        recordsOf: (other) => recordsFor(user, other),
        db: engine.db,
      };
      return reply.send(handler(call));
    };

  if (collection.standardRoutes !== false) standardRoutes(app, collection, handle);
  collection.routes?.({
    get: (path, handler) => app.get(path, handle(handler)),
    post: (path, handler, options) => app.post(path, handle(handler, options?.changes)),
  });
}

function standardRoutes(
  app: FastifyInstance,
  collection: DemoCollection,
  handle: (handler: CustomHandler) => RouteHandlerMethod,
): void {
  app.get(
    '/all',
    handle(({ records }) => records.all()),
  );
  app.get(
    '/',
    handle(({ params, records }) => records.require(integerParam(params, 'id'))),
  );
  app.post(
    '/add',
    handle(({ params, records }) => records.add(params)),
  );
  app.post(
    '/update',
    handle(({ params, records }) => {
      const id = integerParam(params, 'id');
      const expected = collection.versioned === false ? null : modifiedParam(params);
      return records.update(id, params, expected);
    }),
  );
  app.post(
    '/delete',
    handle(({ params, records }) => {
      records.remove(integerParam(params, 'id'));
      return records.all();
    }),
  );
  if (collection.ordered) {
    app.post(
      '/reorder',
      handle(({ params, records }) => {
        records.move(integerParam(params, 'id'), placementParam(params));
        return records.all();
      }),
    );
  }
}

/** Who a request is by this server's own `sid` sessions. */
export function localIdentity(ctx: ServerContext): IdentifyUser {
  return (request, reply) => requestUser(ctx, request, reply);
}

export async function registerDemoRoutes(
  app: FastifyInstance,
  identify: IdentifyUser,
  engine: DemoEngine,
): Promise<void> {
  for (const collection of engine.collections()) {
    if (collection.base === undefined) continue;
    // One plugin per collection: its sign-in hook then applies to its routes only.
    await app.register(async (scope) => collectionRoutes(scope, identify, engine, collection), {
      prefix: `/${collection.base}`,
    });
  }
}
