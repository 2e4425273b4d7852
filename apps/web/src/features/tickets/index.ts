// Only the shell's dialog here; the pages load by file (`./pages`) from the routes.
export { closeContactUs, openContactUs } from './dialogs';
