#!/usr/bin/env node
// `npm run frappe:setup -- --url https://erp.example.com --api-key KEY [--dry-run]`, with the key's secret in
// FRAPPE_API_SECRET: prepares a Frappe/ERPNext site for Tessera through its REST API (roles, the Spaces and
// Puxeo Statuses doctypes, Tessera's fields on Project and Task, the roles' permissions, the Notifications that
// tell a task's assignees of a status change), then gives tasks without a board rank one
// (./frappe-setup/task-ranks.mjs). It adds what is missing and changes nothing else, so running it again is
// safe; --dry-run only prints what it would do.
// The key must belong to a System Manager (Administrator's will do).
import { parseArgs } from 'node:util';
import { frappeClient } from './frappe-setup/frappe-client.mjs';
import { planSetup, SiteNotReady } from './frappe-setup/plan.mjs';
import { planTaskRanks } from './frappe-setup/task-ranks.mjs';

function usage(problem) {
  console.error(`${problem}

Usage: FRAPPE_API_SECRET=… npm run frappe:setup -- --url https://erp.example.com --api-key KEY [--dry-run]
The secret is read from FRAPPE_API_SECRET only, so it stays out of the shell history and the repository.`);
  process.exit(2);
}

let args;
try {
  ({ values: args } = parseArgs({
    options: { url: { type: 'string' }, 'api-key': { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  }));
} catch (error) {
  usage(error.message);
}
if (!args.url || !/^https?:\/\//.test(args.url)) usage('--url must be the site, e.g. https://erp.example.com');
if (!args['api-key']) usage('--api-key is required (User → API Access → Generate Keys in Frappe)');
const apiSecret = process.env.FRAPPE_API_SECRET;
if (!apiSecret) usage('FRAPPE_API_SECRET is not set');

const dryRun = args['dry-run'];
const site = frappeClient({ url: args.url, apiKey: args['api-key'], apiSecret });

try {
  const user = await site.loggedUser();
  console.log(
    `Tessera set-up of ${new URL(args.url).origin}, as ${user}${dryRun ? ' (dry run: nothing is changed)' : ''}`,
  );
  // The data step last: it needs the field a schema step may add.
  const steps = [...(await planSetup(site)), ...(await planTaskRanks(site))];
  let changes = 0;
  for (const step of steps) {
    if (step.done) {
      console.log(`  = ${step.done}: already there`);
      continue;
    }
    changes += 1;
    if (dryRun) {
      console.log(`  + ${step.change}: would ${step.action}`);
      continue;
    }
    await step.run();
    console.log(
      `  + ${step.change}: ${step.action === 'set' ? 'set' : `${step.action === 'add' ? 'added' : 'created'}`}`,
    );
  }
  if (changes === 0) console.log('Nothing to change: the site already has everything Tessera needs.');
  else if (dryRun)
    console.log(`${changes} change${changes > 1 ? 's' : ''} would be made. Run without --dry-run to make them.`);
  else console.log(`Done: ${changes} change${changes > 1 ? 's' : ''} made. Give each user one of the Tessera roles.`);
} catch (error) {
  console.error(error instanceof SiteNotReady ? error.message : `Stopped: ${error.message}`);
  process.exit(1);
}
