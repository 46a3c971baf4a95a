// The session is the access token in localStorage (spec section 4): present means signed in.
const ACCESS_TOKEN_KEY = 'access_token';

export const getAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY);

export const setAccessToken = (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token);

export const removeAccessToken = () => localStorage.removeItem(ACCESS_TOKEN_KEY);

export const isSignedIn = () => getAccessToken() !== null;

/**
 * Who the stored token says signed in (its subject and role), read without checking it: a guess
 * for starting a first screen's reads before the API has answered who the user is. The API decides
 * access on every read; a token that no longer holds is refused there.
 */
export function storedSessionClaims(): { id: string; role: string } | null {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, role } = claims as Record<string, unknown>;
    return typeof sub === 'string' && typeof role === 'string' ? { id: sub, role } : null;
  } catch {
    return null;
  }
}

/** Everything the browser keeps for the signed-in user. */
export function clearSession() {
  removeAccessToken();
  sessionStorage.clear();
}
