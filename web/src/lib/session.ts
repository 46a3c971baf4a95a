// The session is the access token in localStorage (spec section 4): present means signed in.
const ACCESS_TOKEN_KEY = 'access_token';

export const getAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY);

export const setAccessToken = (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token);

export const removeAccessToken = () => localStorage.removeItem(ACCESS_TOKEN_KEY);

export const isSignedIn = () => getAccessToken() !== null;

/** Everything the browser keeps for the signed-in user. */
export function clearSession() {
  removeAccessToken();
  sessionStorage.clear();
}
