/**
 * React Router with the app's own `Link` (./link.tsx). Not imported by name: the build resolves
 * the app's `import … from 'react-router'` to this module (`appRouterLink` in vite.config.ts).
 */
export * from 'react-router';
export { Link } from './link';
