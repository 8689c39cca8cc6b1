import type { FormEvent } from 'react';

/**
 * A form's submit handler that runs the intent instead of the browser's page load: every form
 * here sends its view model an intent on Enter or its submit button.
 */
export function submitHandler(intent: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    intent();
  };
}
