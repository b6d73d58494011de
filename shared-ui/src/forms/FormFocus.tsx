// Where the keyboard goes in a formik form. Put inside its <Form>:
// - after a submit the rules refused, to the first control marked invalid, so the user lands on what to fix;
// - on mount, when the form's code arrived after its dialog opened (shared-ui's onDemand) and the dialog, having
//   found nothing to focus, holds the focus itself: the form's first control takes it, as it would have had the
//   form been there when the dialog opened.
import { useLayoutEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

const CONTROLS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

export function FormFocus() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handledSubmits = useRef(submitCount);
  const hasErrors = Object.keys(errors).length > 0;

  useLayoutEffect(() => {
    const form = marker.current?.closest('form');
    const dialog = form?.closest('[role="dialog"], [role="alertdialog"]');
    if (form && dialog && document.activeElement === dialog) form.querySelector<HTMLElement>(CONTROLS)?.focus();
  }, []);

  useLayoutEffect(() => {
    if (isSubmitting || submitCount === handledSubmits.current) return;
    handledSubmits.current = submitCount;
    if (!hasErrors) return;
    const controls = marker.current?.closest('form')?.querySelectorAll<HTMLElement>(CONTROLS) ?? [];
    [...controls].find((control) => control.getAttribute('aria-invalid') === 'true')?.focus();
  }, [submitCount, isSubmitting, hasErrors]);

  return <span ref={marker} hidden />;
}
