// The one data step of the set-up: board ranks (Task.kanban_rank) for the tasks that have none, after the last
// rank a task has, in the order their old `kanban_position` put them on every board (equal positions by name,
// as the board sorted them), so each column keeps its order and a move from then on writes one task. A site
// whose tasks all have a rank gives no step, so a second run changes nothing. The keys are the app's own
// (tessera-contracts' rank.ts, built by `npm run build` or `npm start`).
import { createRequire } from 'node:module';
import { FrappeRequestError } from './frappe-client.mjs';

const require = createRequire(import.meta.url);

function rankKeys() {
  try {
    return require('../../shared-ui/contracts/dist/rank.js');
  } catch {
    throw new Error('tessera-contracts is not built: run `npm run build` first, then the set-up again.');
  }
}

const byPosition = (a, b) =>
  Number(a.kanban_position ?? 0) - Number(b.kanban_position ?? 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

async function unrankedTasks(site) {
  const tasks = await site.list('Task', { fields: ['name', 'kanban_position', 'kanban_rank'], filters: [] });
  const { isRank } = rankKeys();
  const last = tasks
    .map((task) => task.kanban_rank)
    .filter(isRank)
    .reduce((highest, rank) => (highest === null || rank > highest ? rank : highest), null);
  return { last, unranked: tasks.filter((task) => !task.kanban_rank).sort(byPosition) };
}

/** Every task, or null when the site has no Task.kanban_rank yet (a step before this one adds it). */
async function tasksWithRanks(site) {
  try {
    return await site.list('Task', { fields: ['name', 'kanban_position', 'kanban_rank'], filters: [] });
  } catch (error) {
    if (error instanceof FrappeRequestError) return null;
    throw error;
  }
}

/** The step that gives every task without a rank one, or that none lacks one. */
export async function planTaskRanks(site) {
  const tasks = await tasksWithRanks(site);
  const count =
    tasks === null
      ? (await site.list('Task', { fields: ['name'], filters: [] })).length
      : tasks.filter((task) => !task.kanban_rank).length;
  if (count === 0) return [{ done: 'Board ranks of Task (kanban_rank)' }];
  return [
    {
      change: `Board ranks of ${count} task${count > 1 ? 's' : ''} (kanban_rank, in their kanban_position order)`,
      action: 'set',
      run: async () => {
        const { last, unranked } = await unrankedTasks(site);
        const ranks = rankKeys().ranksAfter(last, unranked.length);
        for (const [index, task] of unranked.entries()) {
          await site.update('Task', task.name, { kanban_rank: ranks[index] });
        }
      },
    },
  ];
}
