// The toast of an action that failed. A refusal (4xx: a day already taken, a closed offer) gives
// the same answer when repeated, so it never asks to try again: its title says the action cannot
// be done and its text the API's reason, translated by code (lib/api.ts). A failure that may pass
// (network, 5xx) keeps the screen's own title, which may ask to try again.
import { ApiError, isTransient } from './api';
import { i18n } from './i18n';
import { toast } from './toast';

export function toastActionError(error: unknown, retryTitle: string): number {
  if (error instanceof ApiError && !isTransient(error)) return toast.error(i18n.t('common.refused'), error.message);
  return toast.error(retryTitle, error instanceof ApiError ? error.message : i18n.t('errors.unknown'));
}
