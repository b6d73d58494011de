// A fake Frappe behind the real axios client (through its adapter), for shared-auth's tests.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../src/api-client';

export type FakeReply = { status: number; data: unknown } | 'network-error';
export type FakeHandler = (request: {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  /** The request's abort signal, if its caller gave one (a query passes its own). */
  signal: InternalAxiosRequestConfig['signal'];
}) => FakeReply | undefined | Promise<FakeReply | undefined>;

export interface FakeServer {
  calls: Array<{ method: string; url: string; body: unknown }>;
  restore: () => void;
}

/** gunicorn, Frappe's web server, refuses a request line over 4,094 bytes before Frappe sees it. */
const GUNICORN_MAX_REQUEST_LINE = 4094;

const tooLongForGunicorn: FakeReply = { status: 400, data: 'Bad Request: Request Line is too large' };

export function installFakeServer(handler: FakeHandler): FakeServer {
  const calls: FakeServer['calls'] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body });
    const requestLine = `${method} ${apiClient.getUri(config)} HTTP/1.1`;
    const reply: FakeReply =
      requestLine.length > GUNICORN_MAX_REQUEST_LINE
        ? tooLongForGunicorn
        : ((await handler({
            method,
            url,
            params: (config.params ?? {}) as Record<string, unknown>,
            body,
            signal: config.signal,
          })) ?? { status: 404, data: { exc_type: 'DoesNotExistError' } });
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400)
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls, restore: () => (apiClient.defaults.adapter = original) };
}

export const frappeError = (status: number, excType: string, message: string): FakeReply => ({
  status,
  data: { exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message, indicator: 'red' })]) },
});
