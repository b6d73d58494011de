// frappe.client.get_count / get_list / get: the resource engine through /api/method/.

import { withoutNulls } from '../resource/store';
import { stringParam } from '../params';
import type { MethodDef } from './types';

export const CLIENT_METHODS: Record<string, MethodDef> = {
  'frappe.client.get_count': {
    allowGuest: false,
    handler: ({ ctx, params, user }) => ctx.resources.count(user, stringParam(params, 'doctype'), params.filters),
  },
  'frappe.client.get_list': {
    allowGuest: false,
    handler: ({ ctx, params, user }) => ctx.resources.list(user, stringParam(params, 'doctype'), params),
  },
  'frappe.client.get': {
    allowGuest: false,
    handler: ({ ctx, params, user }) =>
      withoutNulls(ctx.resources.get(user, stringParam(params, 'doctype'), stringParam(params, 'name'))),
  },
};
