// Reads the site and lists what is missing, as steps: each says what it changes and how. Nothing is written
// here; running the steps (or only printing them, for --dry-run) is the caller's choice. A site that already
// has everything gives no steps, so a second run changes nothing.
import { planNotifications } from './notifications.mjs';
import {
  CUSTOM_DOCTYPES,
  CUSTOM_FIELDS,
  PERMISSION_DOCTYPES,
  REQUIRED_DOCTYPES,
  ROLE_RIGHTS,
  TESSERA_ROLES,
} from './site-schema.mjs';

const RIGHTS = ['read', 'write', 'create', 'delete'];
/** Every Frappe role the app counts as an app role (Tessera's and the stock ones), in the table's order. */
const MAPPED_ROLES = Object.keys(ROLE_RIGHTS);
/** The columns of a permission rule Frappe copies when a doctype's rules become custom (setup_custom_perms). */
const PERMISSION_COLUMNS = [
  'role',
  'permlevel',
  'if_owner',
  'select',
  'read',
  'write',
  'create',
  'delete',
  'submit',
  'cancel',
  'amend',
  'report',
  'export',
  'import',
  'share',
  'print',
  'email',
];

export class SiteNotReady extends Error {}

function permissionRows(rules, role) {
  return rules.filter((rule) => rule.role === role && Number(rule.permlevel ?? 0) === 0 && !Number(rule.if_owner));
}

function grants(rules, role) {
  const wanted = ROLE_RIGHTS[role];
  return RIGHTS.every((right) => !wanted[right] || permissionRows(rules, role).some((rule) => Number(rule[right])));
}

/** The rule's columns, with its role's rights added to its level-0 rule. */
function withRights(rule) {
  const merged = Object.fromEntries(PERMISSION_COLUMNS.filter((c) => rule[c] !== undefined).map((c) => [c, rule[c]]));
  const wanted = ROLE_RIGHTS[rule.role];
  if (!wanted || Number(rule.permlevel ?? 0) !== 0 || Number(rule.if_owner)) return merged;
  for (const right of RIGHTS) if (wanted[right]) merged[right] = 1;
  return merged;
}

function newRule(role) {
  return { role, permlevel: 0, ...ROLE_RIGHTS[role] };
}

/** "Tessera SA, System Manager: read, write, create, delete; Tessera Guest: read": the roles by their rights. */
function describeGrants(roles) {
  const rolesByRights = new Map();
  for (const role of roles) {
    const rights = RIGHTS.filter((right) => ROLE_RIGHTS[role][right]).join(', ');
    rolesByRights.set(rights, [...(rolesByRights.get(rights) ?? []), role]);
  }
  return [...rolesByRights].map(([rights, holders]) => `${holders.join(', ')}: ${rights}`).join('; ');
}

export async function planSetup(site) {
  const steps = [];
  const missing = [];
  const doctypes = new Map();
  for (const name of REQUIRED_DOCTYPES) {
    const doc = await site.getDoc('DocType', name);
    if (doc) doctypes.set(name, doc);
    else missing.push(name);
  }
  if (missing.length) {
    throw new SiteNotReady(
      `This site has no ${missing.join(' and ')} doctype${missing.length > 1 ? 's' : ''}: Tessera keeps its projects ` +
        `and tasks in ERPNext's, so install ERPNext (its Projects module) on the site first. Nothing was changed.`,
    );
  }

  for (const role of TESSERA_ROLES) {
    if (await site.getDoc('Role', role)) steps.push({ done: `Role ${role}` });
    else
      steps.push({
        change: `Role ${role}`,
        action: 'create',
        run: () => site.insert('Role', { role_name: role, desk_access: 1 }),
      });
  }

  for (const doctype of CUSTOM_DOCTYPES) {
    const doc = await site.getDoc('DocType', doctype.name);
    if (doc) {
      doctypes.set(doctype.name, doc);
      steps.push({ done: `DocType ${doctype.name}` });
      continue;
    }
    steps.push({
      change: `DocType ${doctype.name} (custom, ${doctype.fields.length} fields; ${describeGrants(MAPPED_ROLES)})`,
      action: 'create',
      run: () =>
        site.insert('DocType', {
          name: doctype.name,
          module: 'Custom',
          custom: 1,
          autoname: 'hash',
          naming_rule: 'Random',
          sort_field: 'creation',
          sort_order: 'DESC',
          fields: doctype.fields,
          permissions: MAPPED_ROLES.map(newRule),
        }),
    });
  }

  const wantedFields = {
    ...Object.fromEntries(CUSTOM_DOCTYPES.filter((d) => doctypes.has(d.name)).map((d) => [d.name, d.fields])),
    ...CUSTOM_FIELDS,
  };
  for (const [doctype, fields] of Object.entries(wantedFields)) {
    const standard = (doctypes.get(doctype)?.fields ?? []).map((field) => field.fieldname);
    const custom = (await site.list('Custom Field', { fields: ['fieldname'], filters: [['dt', '=', doctype]] })).map(
      (field) => field.fieldname,
    );
    const present = new Set([...standard, ...custom]);
    fields.forEach((field, index) => {
      if (present.has(field.fieldname)) return void steps.push({ done: `Field ${doctype}.${field.fieldname}` });
      const insertAfter = field.insert_after ?? fields[index - 1]?.fieldname;
      steps.push({
        change: `Field ${doctype}.${field.fieldname} (${field.fieldtype}${field.options ? ` → ${field.options}` : ''})`,
        action: 'add',
        run: () =>
          site.insert('Custom Field', {
            dt: doctype,
            ...field,
            ...(insertAfter ? { insert_after: insertAfter } : {}),
          }),
      });
    });
  }

  for (const doctype of PERMISSION_DOCTYPES) {
    const doc = doctypes.get(doctype);
    // A doctype created above gets its rules with it.
    if (!doc) continue;
    const customRules = await site.list('Custom DocPerm', {
      // "*", not the columns by name: Frappe refuses fields named like SQL keywords (select, create, delete).
      fields: ['*'],
      filters: [['parent', '=', doctype]],
    });
    const rules = customRules.length ? customRules : (doc.permissions ?? []);
    const lacking = MAPPED_ROLES.filter((role) => !grants(rules, role));
    if (!lacking.length) {
      steps.push({ done: `Permissions on ${doctype}` });
      continue;
    }
    const change = `Permissions on ${doctype} for ${describeGrants(lacking)}`;
    if (!customRules.length) {
      // Frappe uses a doctype's Custom DocPerm rules instead of its standard ones once it has any, so the
      // standard rules are copied first, as its Role Permissions Manager does (setup_custom_perms).
      steps.push({
        change: `${change} (its ${rules.length} standard rule${rules.length === 1 ? '' : 's'} kept as custom rules)`,
        action: 'set',
        run: async () => {
          for (const rule of rules)
            await site.insert('Custom DocPerm', {
              parent: doctype,
              parenttype: 'DocType',
              parentfield: 'permissions',
              ...withRights(rule),
            });
          for (const role of lacking.filter((r) => !permissionRows(rules, r).length))
            await site.insert('Custom DocPerm', {
              parent: doctype,
              parenttype: 'DocType',
              parentfield: 'permissions',
              ...newRule(role),
            });
        },
      });
      continue;
    }
    steps.push({
      change,
      action: 'set',
      run: async () => {
        for (const role of lacking) {
          const [existing] = permissionRows(customRules, role);
          if (existing) await site.update('Custom DocPerm', existing.name, withRights(existing));
          else
            await site.insert('Custom DocPerm', {
              parent: doctype,
              parenttype: 'DocType',
              parentfield: 'permissions',
              ...newRule(role),
            });
        }
      },
    });
  }

  steps.push(...(await planNotifications(site)));
  return steps;
}
