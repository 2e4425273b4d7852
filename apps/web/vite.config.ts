import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const LOCALE_FILE = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
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
        // with the Mantine pieces it uses, as one file; other screens that use those pieces load
        // it too (a few KB more for a visitor's first login page, nothing once home was shown).
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'home', test: /[\\/]app[\\/]routes[\\/]home-page\.tsx$/, priority: 1 },
          ],
        },
        // One chunk per language and namespace, named so that a request shows which it is.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId && LOCALE_FILE.exec(chunk.facadeModuleId);
          return locale
            ? `assets/web/locale-${locale[1]}-${locale[2]}-[hash].js`
            : 'assets/web/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
