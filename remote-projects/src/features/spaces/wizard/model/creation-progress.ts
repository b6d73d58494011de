// How far a Finish got: the parent (space or project) and which of its statuses exist. A Retry starts from here,
// so nothing that already exists is created twice.
import type { WizardKind } from './wizard-values';

export interface CreationProgress {
  /** The created space's or project's document name. */
  parent: string | null;
  /** Its name as the user gave it, for messages. */
  label: string;
  /** Draft status id → the created status's document name. */
  statuses: Record<string, string>;
}

export const NOTHING_CREATED: CreationProgress = { parent: null, label: '', statuses: {} };

export interface StatusFailure {
  id: string;
  name: string;
  reason: string;
}

export type CreationProblem =
  { kind: 'parent'; reason: string } | { kind: 'statuses'; failures: StatusFailure[]; total: number };

/** What to tell the user about a Finish that did not complete. */
export function describeProblem(kind: WizardKind, problem: CreationProblem): string {
  if (problem.kind === 'parent') return `The ${kind} was not created: ${problem.reason}`;
  const { failures, total } = problem;
  const list = failures.map((failure) => `${failure.name} (${stripFinalStop(failure.reason)})`).join(', ');
  const which =
    total === 1
      ? 'its status was not'
      : failures.length === total
        ? `its ${total} statuses were not`
        : `${failures.length} of its ${total} statuses ${failures.length === 1 ? 'was' : 'were'} not`;
  return `The ${kind} was created, but ${which}: ${list}.`;
}

const stripFinalStop = (text: string) => text.trim().replace(/\.$/, '');
