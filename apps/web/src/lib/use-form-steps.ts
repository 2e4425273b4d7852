import { useRef, useState } from 'react';

/**
 * A form in steps on a phone, where its buttons sit far below the top: a new step starts at
 * the form's top, and errors bring the first field at fault to the middle of the screen, focused.
 * The form element takes `formRef`.
 */
export function useFormSteps(setErrors: (errors: Record<string, string>) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStepState] = useState(0);

  const setStep = (next: number) => {
    setStepState(next);
    if (next !== step) formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const showErrors = (errors: Record<string, string>) => {
    setErrors(errors);
    requestAnimationFrame(() => {
      const input = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      input?.focus({ preventScroll: true });
    });
  };

  return { formRef, step, setStep, showErrors };
}
