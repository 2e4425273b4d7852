import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startI18n } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The splash of index.html stays until the first screen's texts have arrived (the router has
// already started loading the page's code alongside them).
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
startI18n().then(render, render);
