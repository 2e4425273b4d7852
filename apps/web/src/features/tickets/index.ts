// Only the shell's dialog here; the pages load by file (`./pages`) from the routes.
export { ContactUsHost } from './dialogs';
export { closeContactUs, openContactUs } from './stores';
