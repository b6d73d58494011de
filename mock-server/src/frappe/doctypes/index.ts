// Every doctype the server knows, in the order their seeds run. Add a definition file beside these and list
// it here; on the next start its table is created, its seed runs once and the resource API serves it.

import type { DocTypeDef } from '../resource/doctype';
import { COMMENT } from './comment';
import { CUSTOM_DOCPERM, DOCPERM } from './docperm';
import { HAS_ROLE } from './has-role';
import { CUSTOM_FIELD, DOCFIELD, DOCTYPE } from './meta-doctype';
import { NOTIFICATION, NOTIFICATION_RECIPIENT } from './notification';
import { NOTIFICATION_LOG } from './notification-log';
import { PROJECT } from './project';
import { PROJECT_USER } from './project-user';
import { PUXEO_STATUSES } from './puxeo-statuses';
import { ROLE } from './role';
import { SPACES } from './spaces';
import { TASK } from './task';
import { TASK_DEPENDS_ON } from './task-depends-on';
import { TODO } from './todo';
import { USER } from './user';

export const DOCTYPES: readonly DocTypeDef[] = [
  HAS_ROLE,
  ROLE,
  USER,
  SPACES,
  PROJECT_USER,
  PROJECT,
  PUXEO_STATUSES,
  TASK_DEPENDS_ON,
  TASK,
  TODO,
  DOCFIELD,
  DOCPERM,
  DOCTYPE,
  CUSTOM_FIELD,
  CUSTOM_DOCPERM,
  NOTIFICATION_RECIPIENT,
  NOTIFICATION,
  // After DocType, whose records their document_type and reference_doctype name, and ToDo, which seeds the logs.
  NOTIFICATION_LOG,
  COMMENT,
];
