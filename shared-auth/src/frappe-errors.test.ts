import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { parseServerMessages, readableError } from './frappe-errors';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    data,
    statusText: '',
    headers: new AxiosHeaders(),
    config,
  });
}

describe('readableError', () => {
  it("reads Frappe's _server_messages, without markup", () => {
    const serverMessages = JSON.stringify([
      JSON.stringify({ message: 'Value missing for Task: <b>Subject</b>', indicator: 'red' }),
    ]);
    expect(readableError(httpError(417, { exc_type: 'MandatoryError', _server_messages: serverMessages }))).toBe(
      'Value missing for Task: Subject',
    );
  });

  it('reads a plain message, as login failures have', () => {
    expect(
      readableError(httpError(401, { message: 'Invalid login credentials', exc_type: 'AuthenticationError' })),
    ).toBe('Invalid login credentials');
  });

  it("reads a refusal's _error_message, as a real site words a write it does not permit", () => {
    const body = { exc_type: 'PermissionError', _error_message: 'Insufficient Permission for ToDo (write)' };
    expect(readableError(httpError(403, body))).toBe('Insufficient Permission for ToDo (write)');
  });

  it('says a body is too large when a server in front of the site answers 413 with a page of its own', () => {
    expect(readableError(httpError(413, '<html>413 Request Entity Too Large</html>'))).toMatch(
      /larger than the server accepts/,
    );
  });

  it('explains a network failure and a gateway error', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    expect(readableError(new AxiosError('Network Error', 'ERR_NETWORK', config))).toMatch(/could not be reached/);
    expect(readableError(httpError(502, '<html>Bad gateway</html>'))).toMatch(/could not be reached/);
  });

  it("names a real site's bare 500 by its exception class, never its traceback", () => {
    const body = {
      exc_type: 'OperationalError',
      exception: "pymysql.err.OperationalError: (1054, \"Unknown column 'nope' in 'order clause'\")",
      exc: '["Traceback (most recent call last): …"]',
    };
    expect(readableError(httpError(500, body))).toBe(
      'The server could not complete this request (OperationalError). Please try again, or tell your administrator.',
    );
  });

  it('never shows raw bodies or nothing', () => {
    expect(readableError(httpError(500, '<html>Traceback…</html>'))).toBe('Something went wrong. Please try again.');
    expect(readableError(new Error('Custom reason'))).toBe('Custom reason');
    expect(readableError(42)).toBe('Something went wrong. Please try again.');
  });
});

describe('parseServerMessages', () => {
  it('survives malformed input', () => {
    expect(parseServerMessages('not json')).toEqual([]);
    expect(parseServerMessages(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseServerMessages(undefined)).toEqual([]);
    expect(parseServerMessages(JSON.stringify(['"plain text"']))).toEqual(['plain text']);
  });
});
