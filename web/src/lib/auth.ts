// The signed-in user, shared by every feature that needs to know who is using the app.
import useSWR, { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router-dom';
import type { UserPublic } from '../types/api';
import { fetcher, type ApiError } from './api';
import { clearSession } from './session';

export function useUser() {
  return useSWR<UserPublic, ApiError>('/v1/users/me', fetcher);
}

export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return () => {
    clearSession();
    // Forget every cached answer; nothing of this user may show to the next one.
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  };
}
