import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScreen } from './app/router';
import './index.css';
import { i18nReady } from './lib/i18n';
import { initTheme } from './lib/theme';

// Effects run right after a render, before the next key or click is handled, as React runs them:
// Preact waits for the next frame, and a focus that an effect moves (the calendar's arrows, then
// Enter) would still be on the old day when the next key arrives (docs/decisions.md).
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

initTheme();
// The first render waits for the texts of the detected language (lib/i18n.ts) and the first
// screen's code (and the host's company, for /login), which load side by side: nothing flashes.
const firstScreen = preloadScreen();
void Promise.allSettled([i18nReady, firstScreen]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
);
