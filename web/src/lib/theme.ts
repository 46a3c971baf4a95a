// Light or dark: the `dark` class on <html>. The setting (localStorage `theme`) defaults to
// following the system. index.html applies it before the first paint with the same rule.
import { useSyncExternalStore } from 'react';

export const THEME_SETTINGS = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];

const STORAGE_KEY = 'theme';
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

export function getThemeSetting(): ThemeSetting {
  const stored = localStorage.getItem(STORAGE_KEY);
  return THEME_SETTINGS.find((setting) => setting === stored) ?? 'system';
}

export function setThemeSetting(setting: ThemeSetting) {
  localStorage.setItem(STORAGE_KEY, setting);
  applyTheme();
  listeners.forEach((notify) => notify());
}

function applyTheme() {
  const setting = getThemeSetting();
  const dark = setting === 'dark' || (setting === 'system' && systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Applies the setting now and whenever the system theme changes. */
export function initTheme() {
  applyTheme();
  systemDark().addEventListener('change', applyTheme);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useThemeSetting(): [ThemeSetting, (setting: ThemeSetting) => void] {
  return [useSyncExternalStore(subscribe, getThemeSetting), setThemeSetting];
}

/** Whether the page is dark now (the `dark` class on <html>), following every change: the setting and the system's. */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribeToClass, () => document.documentElement.classList.contains('dark'));
}

function subscribeToClass(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
