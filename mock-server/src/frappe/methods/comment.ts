// frappe.desk.form.utils.add_comment: anyone who may read a document comments on it (Frappe's
// check_permission), whatever their rights on Comment, and the users the comment mentions are told through a
// Notification Log (Comment.after_insert → notify_mentions). POST or PUT only. Answers the Comment.

import { stringParam } from '../params';
import { COMMENT } from '../doctypes/comment';
import { notifyMentions } from '../notification-logs';
import type { MethodCall, MethodDef } from './types';

async function addComment(call: MethodCall): Promise<unknown> {
  const { params, user } = call;
  const { resources } = call.ctx;
  const doctype = stringParam(params, 'reference_doctype');
  const name = stringParam(params, 'reference_name');
  const content = stringParam(params, 'content');
  const commentEmail = stringParam(params, 'comment_email');
  const commentBy = stringParam(params, 'comment_by');
  // Exists (else 404) and the caller may read it (else 403).
  const doc = resources.get(user, doctype, name);
  const comment = await resources.create(
    user,
    COMMENT.name,
    {
      comment_type: 'Comment',
      reference_doctype: doctype,
      reference_name: String(doc.name),
      comment_email: commentEmail,
      comment_by: commentBy,
      content,
    },
    { ignorePermissions: true },
  );
  await notifyMentions(resources, user, { doctype, name: String(doc.name), content });
  return comment;
}

export const COMMENT_METHODS: Record<string, MethodDef> = {
  'frappe.desk.form.utils.add_comment': { allowGuest: false, httpMethods: ['POST', 'PUT'], handler: addComment },
};
