export { AdminPlaceholderPage } from './components/admin-placeholder-page';
