export { IbTreePage } from './components/ib-tree-page';
export * from './components/placeholder-pages';
