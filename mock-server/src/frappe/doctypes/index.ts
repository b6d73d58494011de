// Every doctype the server knows. Add a definition file beside these and list it here; its table is
// created on the next start and the resource API serves it.

import type { DocTypeDef } from '../resource/doctype';
import { HAS_ROLE } from './has-role';
import { TASK } from './task';
import { USER } from './user';

export const DOCTYPES: readonly DocTypeDef[] = [HAS_ROLE, USER, TASK];
