import { api } from '../../../lib/api';
import type { UserPublic, UserUpdateMe } from '../../../types/api';

type Message = { message: string };

export const updateMe = (input: UserUpdateMe) => api.patch<UserPublic>('/v1/users/me', input);

/** Every older token stops working afterwards: the caller signs out. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.patch<Message>('/v1/users/me/password', { current_password: currentPassword, new_password: newPassword });

export const deleteMe = () => api.delete<Message>('/v1/users/me');
