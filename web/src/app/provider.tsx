import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../components/toaster';

// SWR's options are set by the signed-in frame (routes/protected-root.tsx): the public screens
// (the login screen) do not load SWR.
export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
