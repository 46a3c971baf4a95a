import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_SETTINGS, useThemeSetting, type ThemeSetting } from '../lib/theme';
import { ToggleGroup } from './ui/toggle-group';

const iconProps = {
  className: 'size-4',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const themeIcons: Record<ThemeSetting, ReactNode> = {
  light: (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  ),
  dark: (
    <svg {...iconProps}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
    </svg>
  ),
  system: (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  ),
};

export function ThemeSwitch() {
  const { t } = useTranslation();
  const [setting, setSetting] = useThemeSetting();
  return (
    <ToggleGroup
      label={t('preferences.theme')}
      value={setting}
      onChange={setSetting}
      options={THEME_SETTINGS.map((value) => ({
        value,
        label: t(`preferences.themes.${value}`),
        icon: themeIcons[value],
      }))}
    />
  );
}
