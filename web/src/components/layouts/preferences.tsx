import { LanguageSwitch } from '../language-switch';
import { ThemeSwitch } from '../theme-switch';

export function Preferences() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <LanguageSwitch />
      <ThemeSwitch />
    </div>
  );
}
