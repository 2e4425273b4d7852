import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { appRouter } from '@/app/router';
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

// The splash of index.html stays until the first screen's texts have arrived; the router starts
// loading the page's code alongside them. Evaluating this module, starting the router and the
// first render are each a task of their own: on a slow phone each is a long task, and together
// they would be one that blocks input for their sum.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
const texts = startI18n();
void nextTask().then(() => {
  appRouter();
  const ready = () => nextTask().then(render);
  texts.then(ready, ready);
});
