import axios, { type AxiosInstance } from 'axios';

/**
 * The one HTTP client for the backend. It only ever talks to the page's own origin: the host's server proxies
 * /api to Frappe, so the HttpOnly `sid` cookie is same-origin and no credential is ever held by script.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: '',
  withCredentials: true,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});
