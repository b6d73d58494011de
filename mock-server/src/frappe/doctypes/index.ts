// Every doctype the server knows, in the order their seeds run. Add a definition file beside these and list
// it here; on the next start its table is created, its seed runs once and the resource API serves it.

import type { DocTypeDef } from '../resource/doctype';
import { CUSTOM_DOCPERM, DOCPERM } from './docperm';
import { HAS_ROLE } from './has-role';
import { CUSTOM_FIELD, DOCFIELD, DOCTYPE } from './meta-doctype';
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
];
