// Toasts (spec section 8): shown 5000 ms at the bottom right, each with the notification sound.
// Any code may raise one; <Toaster /> (components/ui/toaster) shows them.
import { useSyncExternalStore } from 'react';
import { playNotificationSound } from './sound';

export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; title: string; description?: string };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((notify) => notify());
}

export function showToast(kind: ToastKind, title: string, description?: string): number {
  const id = nextId++;
  // The newest goes last (nearest the corner); at most five stay on screen.
  publish([...toasts, { id, kind, title, description: description || undefined }].slice(-5));
  playNotificationSound();
  return id;
}

export function dismissToast(id: number) {
  if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
}

export const toast = {
  success: (title: string, description?: string) => showToast('success', title, description),
  error: (title: string, description?: string) => showToast('error', title, description),
  info: (title: string, description?: string) => showToast('info', title, description),
};

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
