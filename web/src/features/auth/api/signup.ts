import { api } from '../../../lib/api';
import type { UserPublic, UserRegister } from '../../../types/api';

export const signup = (input: UserRegister) => api.post<UserPublic>('/v1/users/signup', input);
