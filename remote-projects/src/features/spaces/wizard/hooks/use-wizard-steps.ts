// The current step lives in the URL's hash, so the browser's back and forward buttons move between steps while
// the dialog is open. Opening starts at step 1 (replacing the entry, so Back leaves the page as before); each
// step change adds an entry; closing takes the hash off again.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'shared-ui';
import { FIRST_STEP, stepFromHash, stepHash, type WizardStep } from '../model/wizard-steps';

export interface WizardSteps {
  step: WizardStep;
  goTo: (step: WizardStep, options?: { replace?: boolean }) => void;
}

export function useWizardSteps(open: boolean): WizardSteps {
  const location = useLocation();
  const navigate = useNavigate();
  const wasOpen = useRef(false);
  const { pathname, search, hash, state } = location;

  const goTo = useCallback(
    (step: WizardStep, options: { replace?: boolean } = {}) => {
      if (stepHash(step) === hash) return;
      navigate({ pathname, search, hash: stepHash(step) }, { replace: options.replace ?? false, state });
    },
    [navigate, pathname, search, hash, state],
  );

  useEffect(() => {
    // Only the moments it opens and closes: an unmount (the page changing) must not rewrite the new URL.
    if (open && !wasOpen.current) navigate({ pathname, search, hash: stepHash(FIRST_STEP) }, { replace: true, state });
    if (!open && wasOpen.current && stepFromHash(hash) !== null)
      navigate({ pathname, search, hash: '' }, { replace: true, state });
    wasOpen.current = open;
  }, [open, navigate, pathname, search, hash, state]);

  return { step: stepFromHash(hash) ?? FIRST_STEP, goTo };
}
