import { api } from '../../../lib/api';

type Message = { message: string };

/** Mails a reset link when the account exists; answers the same either way. */
export const requestPasswordRecovery = (email: string) => api.post<Message>('/v1/password-recovery', { email });

/** Sets the new password with the token of the reset link. */
export const resetPassword = (token: string, newPassword: string) =>
  api.post<Message>('/v1/reset-password', { token, new_password: newPassword });
