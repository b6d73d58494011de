// Finish, Retry and the clean-up after a partial failure. What exists is remembered (CreationProgress), so a
// Retry creates only what is missing and never the space or project a second time.
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { frappeExcType, readableError } from 'shared-auth';
import { findCreatedStatuses } from '../api/find-created-statuses';
import { findNameClash } from '../api/find-name-clash';
import { invalidateWorkspace } from '../api/invalidate-workspace';
import { createProject } from '../api/create-project';
import { createSpace } from '../api/create-space';
import { createStatus } from '../api/create-status';
import { deleteParent } from '../api/delete-parent';
import { deleteStatus } from '../api/delete-status';
import {
  NOTHING_CREATED,
  describeProblem,
  type CreationProgress,
  type StatusFailure,
} from '../model/creation-progress';
import { plannedStatuses, type WizardKind, type WizardValues } from '../model/wizard-values';

export type CreationPhase = 'editing' | 'saving' | 'created' | 'deleting';

export interface CreationNotice {
  title: string;
  message: string;
  /** Whether Retry can help (a create that failed), as opposed to a delete that failed. */
  retry: boolean;
}

/** The outcome of Finish: done, a problem shown as a notice, or a name the user has to change. */
export type FinishResult = { ok: true } | { ok: false; nameError?: string };

const NOTHING_CREATED_TITLE = 'Nothing was created';
const DUPLICATE_TYPES = new Set(['UniqueValidationError', 'DuplicateEntryError']);

export function useCreateWizard(kind: WizardKind, space: string | undefined) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CreationPhase>('editing');
  const [progress, setProgress] = useState<CreationProgress>(NOTHING_CREATED);
  const [notice, setNotice] = useState<CreationNotice | null>(null);
  // The state is one render late; a second click in the same tick must see the first one.
  const busy = useRef(false);
  const progressRef = useRef(progress);

  const remember = useCallback((next: CreationProgress) => {
    progressRef.current = next;
    setProgress(next);
  }, []);

  const reset = useCallback(() => {
    remember(NOTHING_CREATED);
    setPhase('editing');
    setNotice(null);
  }, [remember]);

  const fail = useCallback((title: string, message: string, retry: boolean) => {
    setNotice({ title, message, retry });
    setPhase('editing');
  }, []);

  const finish = useCallback(
    async (values: WizardValues): Promise<FinishResult> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      setPhase('saving');
      setNotice(null);
      try {
        return await createMissing(values);
      } finally {
        busy.current = false;
      }

      async function createMissing(values: WizardValues): Promise<FinishResult> {
        const name = values.name.trim();
        const color = values.color.trim().toLowerCase();
        const planned = plannedStatuses(kind, values);
        let current = progressRef.current;
        const isRetry = current.parent !== null;

        if (current.parent === null) {
          let clash: string | null;
          try {
            clash = await findNameClash(kind, name, space);
          } catch (error) {
            fail(NOTHING_CREATED_TITLE, describeProblem(kind, { kind: 'parent', reason: readableError(error) }), true);
            return { ok: false };
          }
          if (clash) {
            setPhase('editing');
            return { ok: false, nameError: clash };
          }
          try {
            const created =
              kind === 'space'
                ? await createSpace({ name, color })
                : await createProject({ name, color, space, customStatuses: values.statusSource === 'custom' });
            current = { ...current, parent: created.name, label: name };
            remember(current);
          } catch (error) {
            // Someone took the name between the check and the create.
            if (DUPLICATE_TYPES.has(frappeExcType(error) ?? '')) {
              setPhase('editing');
              return { ok: false, nameError: readableError(error) };
            }
            fail(NOTHING_CREATED_TITLE, describeProblem(kind, { kind: 'parent', reason: readableError(error) }), true);
            return { ok: false };
          }
        }
        const parent = current.parent as string;

        if (isRetry) {
          const unsure = planned.filter((status) => !current.statuses[status.id]);
          if (unsure.length > 0) {
            try {
              const found = await findCreatedStatuses(kind, parent, unsure);
              current = { ...current, statuses: { ...current.statuses, ...found } };
              remember(current);
            } catch {
              // The creates below still run; the server refuses a name its parent already has.
            }
          }
        }

        const missing = planned.filter((status) => !current.statuses[status.id]);
        const results = await Promise.allSettled(missing.map((status) => createStatus(kind, parent, status)));
        const created: Record<string, string> = {};
        const failures: StatusFailure[] = [];
        results.forEach((result, index) => {
          const status = missing[index]!;
          if (result.status === 'fulfilled') created[status.id] = result.value.name;
          else failures.push({ id: status.id, name: status.name, reason: readableError(result.reason) });
        });
        current = { ...current, statuses: { ...current.statuses, ...created } };
        remember(current);
        void invalidateWorkspace(queryClient);

        if (failures.length > 0) {
          fail(
            'Not everything was created',
            describeProblem(kind, { kind: 'statuses', failures, total: planned.length }),
            true,
          );
          return { ok: false };
        }
        setPhase('created');
        return { ok: true };
      }
    },
    [kind, space, fail, remember, queryClient],
  );

  /** Deletes what a partial Finish created (its statuses, then the parent). Resolves whether it is all gone. */
  const discard = useCallback(async (): Promise<boolean> => {
    const current = progressRef.current;
    if (busy.current || current.parent === null) return current.parent === null;
    busy.current = true;
    setPhase('deleting');
    setNotice(null);
    try {
      const entries = Object.entries(current.statuses);
      const results = await Promise.allSettled(entries.map(([, name]) => deleteStatus(name)));
      const kept = Object.fromEntries(entries.filter((_, index) => results[index]!.status === 'rejected'));
      const firstFailure = results.find((result) => result.status === 'rejected');
      if (firstFailure) {
        remember({ ...current, statuses: kept });
        fail(
          `The ${kind} was not deleted`,
          `Its statuses could not be deleted: ${readableError(firstFailure.reason)} The ${kind} is still there.`,
          false,
        );
        return false;
      }
      remember({ ...current, statuses: {} });
      try {
        await deleteParent(kind, current.parent);
      } catch (error) {
        fail(
          `The ${kind} was not deleted`,
          `${readableError(error)} The ${kind} is still there, without its statuses.`,
          false,
        );
        return false;
      }
      remember(NOTHING_CREATED);
      return true;
    } finally {
      busy.current = false;
      void invalidateWorkspace(queryClient);
    }
  }, [kind, fail, remember, queryClient]);

  return { phase, progress, notice, finish, discard, reset };
}

export type CreateWizard = ReturnType<typeof useCreateWizard>;
