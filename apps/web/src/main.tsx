import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startI18n } from '@/lib/i18n';

// Zod compiles schemas with `new Function` where it may, and probes for it once: the server's
// content security policy forbids eval, so the probe was a CSP violation (Chrome's Issues panel,
// Lighthouse's best practices) the first time a screen parsed with a schema. Zod takes its global
// settings from this object when it loads (lazily, with the first screen that needs it);
// `z.config()` here would bring zod itself into the first load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

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
