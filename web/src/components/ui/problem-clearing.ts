// A form's field problems that go away as the user corrects the field (issue 29): shared by every
// form that keeps its problems in state (useFormSubmit's dialogs, the news form, the sign-in forms).
// No imports beyond React's types: the public screens' forms use it too.
import type { Dispatch, FormEvent, SetStateAction } from 'react';

/** The field an event came from: its `data-field`, else its `name`. */
function fieldOf(target: HTMLElement): string | undefined {
  return target.dataset.field || (target as HTMLInputElement).name || undefined;
}

/** Typed fields: their changes come as `input` events (which preact/compat's onChange listens to). */
const isTyped = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

/**
 * A form's props (`<form {...problemClearing(setProblems)}>`): a field's problem goes as soon as the
 * user changes that field (typing, ticking, choosing); the other fields' problems stay, and the next
 * sending checks everything again. A field is known by its `data-field`, else its `name`. Typed
 * fields clear on `input`; boxes, radios and selects on `change`, after their own handler (a
 * re-render between their `input` and `change` events would undo a controlled box's tick).
 */
export function problemClearing<P extends Partial<Record<string, string>>>(setProblems: Dispatch<SetStateAction<P>>) {
  const clear = (target: HTMLElement) => {
    const field = fieldOf(target);
    if (!field) return;
    setProblems((problems) => {
      if (!problems[field]) return problems;
      const rest = { ...problems };
      delete rest[field];
      return rest;
    });
  };
  return {
    onInput: (event: FormEvent<HTMLFormElement>) => {
      if (isTyped(event.target)) clear(event.target);
    },
    onChange: (event: FormEvent<HTMLFormElement>) => {
      if (!isTyped(event.target) && event.target instanceof HTMLElement) clear(event.target);
    },
  };
}
