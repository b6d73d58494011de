// What deleting a space or a project did when it stopped part-way, and how to tell the user.

export interface DeletionReport {
  /** What is gone (deleted now, or found already deleted), in order: "status To do", "project Website". */
  deleted: string[];
  /** What could not be deleted, with the server's reason; the deletion stopped there. */
  refused: { item: string; reason: string }[];
}

export const emptyReport = (): DeletionReport => ({ deleted: [], refused: [] });

const stripFinalStop = (text: string) => text.trim().replace(/\.$/, '');

/** `target` names what was being deleted: "the space Product". */
export function describeIncompleteDeletion(target: string, report: DeletionReport): string {
  const deleted = report.deleted.length > 0 ? `Deleted: ${report.deleted.join(', ')}.` : 'Nothing was deleted.';
  const refused = report.refused.map((refusal) => `${refusal.item} (${stripFinalStop(refusal.reason)})`).join(', ');
  const still = target.charAt(0).toUpperCase() + target.slice(1);
  return `${deleted} Not deleted: ${refused}. ${still} and what is left in it are still there: delete it again to finish.`;
}
