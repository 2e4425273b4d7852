export { genealogyCommands } from './cli.js';
export { rebuildTrees } from './rebuild.js';
export { default as genealogyRoutes } from './routes.js';
export { downlineSize, downlineSizes, refreshTreeSizes, refreshTreeSizesWhenDue } from './sizes.js';
export {
  attachToTrees,
  findEndNode,
  inSubtree,
  isInSubtree,
  levelBelow,
  lockTrees,
  type TreeKind,
} from './structure.js';
export { verifyTrees } from './verify.js';
