import { ComingSoonPage } from '@/components/coming-soon-page';

export function NewsListPage() {
  return <ComingSoonPage titleKey="common:pages.news_list" />;
}

export function NewsDetailsPage() {
  return <ComingSoonPage titleKey="common:pages.news_details" />;
}
