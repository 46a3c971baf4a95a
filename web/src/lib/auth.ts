// The signed-in user, shared by every feature that needs to know who is using the app.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Role, UserPublic } from '../types/api';
import { fetcher, type ApiError } from './api';
import { USER_KEY } from './paths';
import { clearSession, getAccessToken } from './session';

export { USER_KEY };

export function useUser() {
  return useSWR<UserPublic, ApiError>(USER_KEY, fetcher);
}

export const ROLES: readonly Role[] = ['user', 'admin', 'superadmin'];

/** Whether a role is one of those allowed. */
export const hasRole = (role: Role | undefined, allowed: readonly Role[]) => role !== undefined && allowed.includes(role);

/**
 * Ends the session (spec section 4): removes the token, clears session storage and every cached
 * answer, deletes this device's push subscription, and goes to /login. Also used after a password change or an account deletion.
 */
type LogoutTask = (token: string | null) => void;
const logoutTasks = new Set<LogoutTask>();

/**
 * What else a logout ends, given the session's token before it goes: the signed-in frame
 * (app/routes/protected-root.tsx) registers the push feature's unsubscribe. Returns the removal.
 */
export function onLogout(task: LogoutTask): () => void {
  logoutTasks.add(task);
  return () => logoutTasks.delete(task);
}

export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(() => {
    // What the app registered (this device's push subscription), with the token before it goes.
    const token = getAccessToken();
    for (const task of logoutTasks) task(token);
    clearSession();
    // Forget every cached answer; nothing of this user may show to the next one.
    void mutate(() => true, undefined, { revalidate: false });
    void navigate('/login', { replace: true });
  }, [mutate, navigate]);
}
