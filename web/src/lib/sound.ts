// The short notification sound that every toast plays (spec section 8), shipped with the app
// (assets/notification.wav, made by web/tools/notification-sound.mjs). A setting mutes it.
import { useSyncExternalStore } from 'react';
import soundUrl from '../assets/notification.wav';

const STORAGE_KEY = 'notification-sound';
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;

/** On unless the user turned it off. */
export function isSoundOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean) {
  localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useSoundSetting(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, isSoundOn), setSoundOn];
}

/** Plays the sound unless muted; a browser that refuses to play (autoplay rules) stays silent. */
export function playNotificationSound({ force = false } = {}) {
  if (!force && !isSoundOn()) return;
  try {
    audio ??= new Audio(soundUrl);
    audio.volume = 0.6;
    audio.currentTime = 0;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio support: toasts still show.
  }
}
