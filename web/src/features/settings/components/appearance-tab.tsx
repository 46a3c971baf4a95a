import { useTranslation } from 'react-i18next';
import { themeIcons } from '../../../components/theme-switch';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { RadioCards } from '../../../components/ui/radio-cards';
import { Switch } from '../../../components/ui/switch';
import { LANGUAGES } from '../../../lib/i18n';
import { playNotificationSound, useSoundSetting } from '../../../lib/sound';
import { THEME_SETTINGS, useThemeSetting } from '../../../lib/theme';

/** Appearance: theme (light, dark, default), language and the notification sound. */
export function AppearanceTab() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useThemeSetting();
  const [soundOn, setSoundOn] = useSoundSetting();

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <h2 className="text-lg font-semibold">{t('settings.appearance.heading')}</h2>
      <RadioCards
        legend={t('settings.appearance.theme')}
        description={t('settings.appearance.themeDescription')}
        name="theme"
        value={theme}
        onChange={setTheme}
        options={THEME_SETTINGS.map((value) => ({ value, label: t(`preferences.themes.${value}`), icon: themeIcons[value] }))}
      />
      <RadioCards
        legend={t('settings.appearance.language')}
        name="language"
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(language) => void i18n.changeLanguage(language)}
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
      />
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-6 dark:border-stone-800">
        <Switch
          label={t('settings.appearance.sound')}
          description={t('settings.appearance.soundDescription')}
          checked={soundOn}
          onChange={setSoundOn}
        />
        <div>
          <Button variant="ghost" onClick={() => playNotificationSound({ force: true })}>
            <Icon name="volume" className="size-4" />
            {t('settings.appearance.testSound')}
          </Button>
        </div>
      </div>
    </div>
  );
}
