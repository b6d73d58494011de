import axios, {
  AxiosError,
  AxiosHeaders,
  getAdapter,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { dropEarlyGets, takeEarlyGet, type EarlyAnswer } from './early-requests';
import { READ_METHODS } from './resource-paths';

/**
 * The one HTTP client for the backend. It only ever talks to the page's own origin: the host's server proxies
 * /api to Frappe, so the HttpOnly `sid` cookie is same-origin and no credential is ever held by script.
 */
export const apiClient = axios.create({
  baseURL: '',
  withCredentials: true,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
  // Frappe sets no XSRF-TOKEN cookie (its CSRF token is not a cookie), so there is nothing to send. Left on, axios
  // reads that cookie before every same-origin request through Chromium's asynchronous cookie store, and a
  // request made just before a long task (the first screen's render) leaves only after it.
  withXSRFToken: false,
});

/** The early answer as the network would have given it (a status the request refuses rejects, as in axios). */
function responseOf(answer: EarlyAnswer, config: InternalAxiosRequestConfig): AxiosResponse {
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: new AxiosHeaders(answer.headers),
    config,
    request: null,
  };
  if (!config.validateStatus || config.validateStatus(answer.status)) return response;
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
}

/** Answers from `early`, or, if that request failed, sends the request as it would have been sent. */
function earlyAdapter(early: Promise<EarlyAnswer>, otherwise: InternalAxiosRequestConfig['adapter']): AxiosAdapter {
  return async (config) => {
    const answer = await early.catch(() => null);
    return answer ? responseOf(answer, config) : getAdapter(otherwise, config)(config);
  };
}

// A GET the host's entry already sent (early-requests.ts) is answered from there; any write first drops those
// answers, since it may make them untrue. A read sent as a POST (too long for a URL) is no write.
apiClient.interceptors.request.use((config) => {
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'post' && READ_METHODS.has(config.url ?? '')) return config;
  if (method !== 'get') {
    dropEarlyGets();
    return config;
  }
  const early = takeEarlyGet(apiClient.getUri(config));
  if (early) config.adapter = earlyAdapter(early, config.adapter);
  return config;
});
