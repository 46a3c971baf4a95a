import { api } from '../../../lib/api';
import type { UserPublic, UserUpdateMe } from '../../../types/api';

type Message = { message: string };

export const updateMe = (input: UserUpdateMe) => api.patch<UserPublic>('/v1/users/me', input);

/** Every older token stops working afterwards: the caller signs out. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.patch<Message>('/v1/users/me/password', { current_password: currentPassword, new_password: newPassword });

/** Sets the signed-in user's picture (the previous one is deleted); answers the user. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api.postMultipart<UserPublic>('/v1/users/me/avatar', form);
}

/** Deletes the picture: the user has none afterwards (docs/media.md). */
export const removeAvatar = (imageUrl: string) => api.delete<Message>('/v1/media/images/url', { imageUrl });

export const deleteMe = () => api.delete<Message>('/v1/users/me');
