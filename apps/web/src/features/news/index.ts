export { BannerStrip } from './components/banner-strip';
export { NewsDetailsPage } from './components/news-details-page';
export { NewsListPage } from './components/news-list-page';
export { NotificationPage } from './components/notification-page';
