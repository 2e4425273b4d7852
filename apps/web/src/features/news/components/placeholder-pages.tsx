import { comingSoonPage } from '@/components/coming-soon-page';

export const NewsListPage = comingSoonPage('common:pages.news_list');
export const NewsDetailsPage = comingSoonPage('common:pages.news_details');
export const NotificationPage = comingSoonPage('common:pages.notification');
