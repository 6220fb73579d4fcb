/** Turns zod issues into a map of field path ('establishment.address.city') to its first message. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first field marked invalid once React has drawn the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // The errors are set in the same handler; wait a frame so aria-invalid is on the inputs.
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
