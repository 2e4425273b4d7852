import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const HOME_GROUP =
  /[\\/](app[\\/]routes[\\/]home-page|features[\\/]sales[\\/]components[\\/]sales-content)\.tsx$/;

const SCROLL_CLASS_NAMES = '\0app-shell-scroll-class-names';

/**
 * Mantine's AppShell header, aside and footer import react-remove-scroll only to read
 * `RemoveScroll.classNames.zeroRight`, the class that keeps a fixed element clear of the scrollbar
 * a modal hides. For them, `react-remove-scroll` is a module with just those class names (from
 * react-remove-scroll-bar, where the library defines them), so the shell does not bring the
 * scroll-locking code (~5 KB gz) into the first load; modals and drawers load it with their chunk.
 */
function appShellScrollClassNames(): Plugin {
  return {
    name: 'app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && /[\\/]AppShell[\\/]/.test(importer)) {
        return SCROLL_CLASS_NAMES;
      }
      return null;
    },
    load(id) {
      if (id !== SCROLL_CLASS_NAMES) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = {',
        '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
        '};',
      ].join('\n');
    },
  };
}

const REACT_ROUTER_BUNDLE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/**
 * React Router's bundle creates its components and contexts at the top level
 * (`var NavLink = React10.forwardRef(…)`) without a pure annotation, so the bundler has to keep
 * every one of them, with everything they use, even when the app never imports them (`Form` and
 * `useSubmit`, `NavLink`, …), and names each of them for React's developer tools
 * (`NavLink.displayName = "NavLink"`), which also keeps them. The calls have no side effects: mark
 * them pure and leave out the debug names, so that only what the app uses is bundled.
 */
function reactRouterPureComponents(): Plugin {
  return {
    name: 'react-router-pure-components',
    transform(code, id) {
      if (!REACT_ROUTER_BUNDLE.test(id)) return null;
      return code
        .replace(
          /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
          '$1/* @__PURE__ */ $2',
        )
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
    },
  };
}

/**
 * React Router's package exports only its development build (with its warnings for developers)
 * to bundlers; a production build of the app takes the production build beside it, which leaves
 * those checks out (~0.6 KB gz of the first load).
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/**
 * A production build runs the app on Preact's React compatibility layer (`preact/compat`, the
 * React 19 API: hooks, `createRoot`, portals, `forwardRef`, `useSyncExternalStore`, `useId`, …)
 * instead of `react-dom`: the renderer alone was ~62 KB gz of the ~150 KB a phone loaded for
 * the member home page, preact/compat is ~10 KB. Every library the app uses (Mantine, React
 * Router, TanStack Query, Tiptap, Recharts) gets the same module for `react` and `react-dom`.
 * The dev server and the unit tests keep React itself (Fast Refresh, Testing Library); the
 * browser tests and the guard run the production build, so they run on Preact.
 * `RANGKAI_REACT=1` builds on React 19 instead (to tell a Preact difference from a bug).
 * Preact was opt-in for a while: under CI load the back-office order drawer at 375 px stayed off
 * screen (e2e/admin-orders 'ships a delivery…'). Mantine's transitions bring a drawer or modal in
 * by state steps (two animation frames, then a timeout), and a step lost leaves it where it was.
 * On Preact a tree that suspends while shown (texts of a namespace loading, a lazy part) is
 * parked with its effects cleaned up, which cancels the pending step for good: in a bare page, a
 * Drawer whose Suspense boundary suspends 10–100 ms after it opens stays off screen or never
 * shows on Preact, never on React (which of the app's suspensions hit CI is not known; load
 * widens the window).
 * The order drawer has no Mantine transition any more: it slides in with a CSS animation
 * (order-drawer.module.css), and the browser test opens it with no animation frame at all.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
const withPreact = process.env.RANGKAI_REACT !== '1';

const ROUTER_WITH_APP_LINK = fileURLToPath(new URL('./src/lib/router/index.ts', import.meta.url));
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const APP_ROUTER_FOLDER = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]router[\\/]/;

/**
 * React Router's `Link` brings its framework-mode prefetching and route discovery with it, and
 * React Router is one module: a `Link` anywhere in the app (the sidebar, a record page) puts all
 * that into the first load. The app's own modules get React Router with the app's `Link` in its
 * place (`src/lib/router/`: the same props and clicks, for data mode), however they import it.
 */
function appRouterLink(): Plugin {
  return {
    name: 'app-router-link',
    enforce: 'pre',
    resolveId(source, importer) {
      // In a production build the alias below has already turned `react-router` into a path.
      if (source !== 'react-router' && source !== reactRouterProduction.replacement) return null;
      if (!importer || !APP_SOURCE.test(importer) || APP_ROUTER_FOLDER.test(importer)) return null;
      return ROUTER_WITH_APP_LINK;
    },
  };
}

const LOCALES = fileURLToPath(new URL('./src/locales/', import.meta.url));

/** A JSON value as a JavaScript expression, with plain keys unquoted (as the bundler writes). */
function toJs(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toJs).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).map(
    ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}:${toJs(item)}`,
  );
  return `{${entries.join(',')}}`;
}

/**
 * The texts as one script per language and namespace, `assets/web/locale-<lng>-<ns>-<hash>.js`
 * (`export default {…}`), loaded the first time a screen needs that namespace in that language.
 * The hash is one per language, over that language's scripts: the start code then needs only the
 * namespaces and the eight hashes to name any of them (`__LOCALE_FILES__`, see
 * src/locales/index.ts), not a table of 120 file names (~1.7 KB gz of the first load). A change
 * to one text renames that language's scripts, so a browser fetches the ones it uses again.
 * The dev server loads the JSON files themselves.
 */
function localeFiles(): Plugin {
  const languages = readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const namespaces = readdirSync(`${LOCALES}en`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  const files: { fileName: string; source: string }[] = [];
  const hashes: Record<string, string> = {};
  for (const language of languages) {
    // A namespace missing in a language (locales.test.ts fails then) is a file the app asks for
    // in vain, as it would be without this plugin.
    const sources = namespaces
      .filter((namespace) => existsSync(`${LOCALES}${language}/${namespace}.json`))
      .map((namespace) => {
        const json = JSON.parse(readFileSync(`${LOCALES}${language}/${namespace}.json`, 'utf8'));
        return { namespace, source: `export default ${toJs(json)};\n` };
      });
    const hash = createHash('sha256');
    for (const { namespace, source } of sources) hash.update(`${namespace}\0${source}\0`);
    hashes[language] = hash.digest('base64url').slice(0, 8);
    for (const { namespace, source } of sources) {
      files.push({
        fileName: `assets/web/locale-${language}-${namespace}-${hashes[language]}.js`,
        source,
      });
    }
  }
  return {
    name: 'locale-files',
    apply: 'build',
    config: () => ({ define: { __LOCALE_FILES__: JSON.stringify({ namespaces, hashes }) } }),
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', ...file });
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [
    react(),
    appShellScrollClassNames(),
    reactRouterPureComponents(),
    appRouterLink(),
    localeFiles(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProduction] : []),
      ...(command === 'build' && withPreact ? preactForReact : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    // Every browser the app supports preloads modules natively (`<link rel="modulepreload">`):
    // Vite's polyfill for older ones stays out of the entry. The preload lists stay.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Our own modules (the app and the shared package) have no import side effects: a module
      // is bundled where something uses it, not wherever a feature's index.ts re-exports it, and
      // a screen that needs one constant of the shared package does not pull in zod with it.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      // With side-effect-free modules, `import { x } from '@/features/y'` links only the module
      // that defines x: a feature's index.ts does not drag its pages and dialogs into the first
      // load just because the shell needs one function from it.
      experimental: { lazyBarrel: true, chunkOptimization: false },
      output: {
        // Without groups, every module that the start-up code shares with some lazy screen gets a
        // chunk of its own (the first load was ~100 files). `start`: everything the entry imports
        // statically, as one file. `home`: the member home page (the landing page after login)
        // with the Mantine pieces it uses and its sales section (which it still renders once the
        // `sales` texts are there), as one file instead of seven small ones; other screens that use
        // those pieces load it too (a few KB more for a visitor's first login page, nothing once
        // home was shown).
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'home', test: HOME_GROUP, priority: 1 },
          ],
        },
        chunkFileNames: 'assets/web/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
