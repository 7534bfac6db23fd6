import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { storedLanguage } from './state/shellStore.ts';
import { loadTexts } from './state/texts.ts';
// The engine theme's base styles (buttons, `visually-hidden`) first; the portal's own after them.
import '../design/tokens.css';
import '../engine/react/theme.css';
import './portal.css';

// The shown language's texts are asked for at once, before React's first render (the shell waits
// for them; its own request then finds this one on its way). A failure is the shell's to retry.
loadTexts(storedLanguage(window.localStorage)).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('portal: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
