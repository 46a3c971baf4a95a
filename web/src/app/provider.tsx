import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/toaster';
import { ApiError } from '../lib/api';

// A refused request (4xx) gives the same answer when repeated: retry only the others.
const shouldRetryOnError = (error: Error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <SWRConfig value={{ shouldRetryOnError }}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}
