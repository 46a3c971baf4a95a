import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './index.css';
import { i18nReady } from './lib/i18n';
import { initTheme } from './lib/theme';

initTheme();

// The first render waits for the texts of the detected language (one small chunk).
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
