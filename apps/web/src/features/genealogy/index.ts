export { adminTreeSource, memberTreeSource, type TreeSource } from './api/tree-source';
export { IbTreePage } from './components/ib-tree-page';
export { PlacementTreePage } from './components/placement-tree-page';
export { TreeExplorer } from './components/tree-explorer';
