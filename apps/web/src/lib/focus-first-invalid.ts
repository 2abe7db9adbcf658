/**
 * After a submit that failed validation: focus the form's first field marked invalid (once
 * React has rendered the error), so keyboard and screen-reader users land on what to fix.
 */
export function focusFirstInvalid(form: EventTarget | null | undefined) {
  if (!(form instanceof HTMLFormElement)) return;
  window.requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
