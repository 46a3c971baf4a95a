import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScreen } from './app/router';
import './index.css';
import { i18nReady } from './lib/i18n';
import { initTheme } from './lib/theme';

initTheme();
// The first screen's code (and the host's company, for /login) loads beside the texts.
preloadScreen();

// The first render waits for the texts of the detected language (lib/i18n.ts), and is a
// transition: nothing shows until the first screen has its code (app/router.tsx).
void i18nReady.finally(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
