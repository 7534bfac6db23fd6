import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// The engine theme's base styles (buttons, `visually-hidden`) first; the portal's own after them.
import '../engine/react/theme.css';
import './portal.css';

const container = document.getElementById('root');
if (!container) throw new Error('portal: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
