export * from './components/placeholder-pages';
