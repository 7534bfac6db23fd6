import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './portal.css';

const container = document.getElementById('root');
if (!container) throw new Error('portal: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
