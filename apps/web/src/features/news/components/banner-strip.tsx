import { useTranslation } from '@/lib/i18n';
import { useBanners } from '../api/banners';
import { BannerCarousel } from './banner-carousel';

/** The banners carousel for pages other than home (the mall's front page); nothing when none. */
export function BannerStrip() {
  const { i18n } = useTranslation('news');
  const banners = useBanners(i18n.language).data?.records ?? [];
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} />;
}
