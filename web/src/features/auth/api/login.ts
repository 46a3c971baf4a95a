import { api } from '../../../lib/api';
import type { Token } from '../../../types/api';

/** The OAuth2 password form: the email goes as `username`. */
export const login = (email: string, password: string) => api.postForm<Token>('/v1/login/access-token', { username: email, password });
