// The demo APIs' parameters. The apps' original in-browser mock passed GET parameters in a body, which
// browsers cannot send; so every endpoint reads the JSON body (or form fields) over the query string, and
// a GET carries them in the query string.

import type { FastifyRequest } from 'fastify';
import type { Placement } from 'tessera-contracts';
import { validationError } from '../../frappe/errors';
import { queryParams, requestParams, type Params } from '../../frappe/params';
import { preview } from '../../frappe/preview';

export function demoParams(request: FastifyRequest): Params {
  return { ...queryParams(request), ...requestParams(request) };
}

/** A whole-number parameter (a JSON number or its text, as the query string sends it). */
export function integerParam(params: Params, name: string): number {
  const value = params[name];
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) {
    throw validationError(
      value === undefined ? `${name} is required` : `${name} must be a whole number, got ${preview(value)}`,
    );
  }
  return n;
}

/** The `modified` the client read; missing or empty → not checked, as Frappe's check_if_latest. */
export function modifiedParam(params: Params): string | null {
  const value = params.modified;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw validationError(`modified must be text, got ${preview(value)}`);
  return value;
}

const given = (params: Params, name: string) => params[name] !== undefined && params[name] !== null;

/** `beforeId` or `afterId`, or null when neither is sent; both → 417. */
export function optionalPlacementParam(params: Params): Placement | null {
  const [before, after] = [given(params, 'beforeId'), given(params, 'afterId')];
  if (before && after) throw validationError('Send beforeId or afterId, not both');
  if (before) return { beforeId: integerParam(params, 'beforeId') };
  if (after) return { afterId: integerParam(params, 'afterId') };
  return null;
}

/** `beforeId` or `afterId`, exactly one (417 otherwise). */
export function placementParam(params: Params): Placement {
  const placement = optionalPlacementParam(params);
  if (!placement) throw validationError('beforeId or afterId is required: the id of the item to place it next to');
  return placement;
}
