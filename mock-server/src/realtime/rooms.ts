// Frappe's room names (frappe/realtime.py and realtime/handlers/frappe_handlers.js): one room per user, per
// doctype, per document, per open form and per background job, plus every System User's and everyone's.

export const SITE_ROOM = 'all';
export const WEBSITE_ROOM = 'website';

export const userRoom = (user: string): string => `user:${user}`;
export const doctypeRoom = (doctype: string): string => `doctype:${doctype}`;
export const docRoom = (doctype: string, name: string): string => `doc:${doctype}/${name}`;
export const openDocRoom = (doctype: string, name: string): string => `open_doc:${doctype}/${name}`;
export const taskRoom = (taskId: string): string => `task_progress:${taskId}`;
