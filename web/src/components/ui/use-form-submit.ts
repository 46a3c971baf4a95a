import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrors } from '../../lib/api';
import { toast } from '../../lib/toast';
import { focusFirstProblem } from './focus';
import { problemClearing } from './problem-clearing';

type Problems<F extends string> = Partial<Record<F, string>>;

type SubmitOptions<F extends string, T> = {
  /** The problems the form found before sending; any of them stops the sending. */
  found: Problems<F>;
  /** Problems another part of the form shows itself (a key/value editor's rows): they stop it too. */
  blocked?: boolean;
  send: () => Promise<T>;
  /** The toast's title when the API refuses ('The user could not be added.'). */
  failure: string;
  /** A refusal that belongs beside a field without being a 422 (an email already taken). */
  fieldOf?: (error: ApiError) => Problems<F> | undefined;
};

/**
 * A form's sending, the same in every form: the problems found before sending shown beside their
 * fields with the focus on the first; the API's 422s beside their fields and its message in a
 * toast. `submitting` stays on after a success while a dialog closes; `busyAfterSuccess: false` ends
 * it for a form that stays on screen or leaves by a navigation. `clearing` goes on the form
 * (problemClearing): a field's problem goes once the field is changed.
 */
export function useFormSubmit<F extends string>({ busyAfterSuccess = true } = {}) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Problems<F>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit<T>(form: HTMLFormElement, { found, blocked, send, failure, fieldOf }: SubmitOptions<F, T>): Promise<T | undefined> {
    setProblems(found);
    if (Object.keys(found).length || blocked) {
      focusFirstProblem(form);
      return undefined;
    }
    setSubmitting(true);
    try {
      const sent = await send();
      if (!busyAfterSuccess) setSubmitting(false);
      return sent;
    } catch (error) {
      const fromApi = fieldErrors(error) as Problems<F>;
      setProblems(Object.keys(fromApi).length ? fromApi : ((error instanceof ApiError && fieldOf?.(error)) || {}));
      toast.error(failure, error instanceof ApiError ? error.message : t('errors.unknown'));
      setSubmitting(false);
      return undefined;
    }
  }

  return { problems, submitting, submit, clearing: problemClearing(setProblems) };
}
