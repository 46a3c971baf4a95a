/** Moves the focus to the first field of a form that shows a problem (once React has drawn them). */
export function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
