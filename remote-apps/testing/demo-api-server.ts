// For remote-apps' tests: the demo apps' API behind the real API client (shared-auth's fake server), one jest mock
// per route. A route's mock gets a GET's query parameters or a POST's body and resolves to the answer's data; when
// it rejects, the request rejects with that error. A route without a mock answers 404. Never imported by app code.
import { installFakeServer } from 'shared-auth/testing';

export type DemoRoute = `${'GET' | 'POST'} /api/${string}`;
export type RouteMock<Request> = jest.Mock<Promise<unknown>, [Request]>;

export interface DemoApi {
  /** The mock answering `route` (the same one on every call). */
  route: <Request = Record<string, unknown>>(route: DemoRoute) => RouteMock<Request>;
  restore: () => void;
}

export function installDemoApi(): DemoApi {
  const mocks = new Map<string, RouteMock<unknown>>();
  const mockOf = (route: string): RouteMock<unknown> => {
    const existing = mocks.get(route);
    if (existing) return existing;
    const made: RouteMock<unknown> = jest.fn();
    mocks.set(route, made);
    return made;
  };
  const server = installFakeServer(async ({ method, url, params, body }) => {
    const mock = mocks.get(`${method} ${url}`);
    if (!mock) return undefined;
    return { status: 200, data: await mock(method === 'GET' ? params : body) };
  });
  return {
    route: <Request>(route: DemoRoute) => mockOf(route) as RouteMock<Request>,
    restore: server.restore,
  };
}
