import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useBanners } from '../api/banners';

// The carousel (and its styles) load only when there are banners to show.
const BannerCarousel = lazy(() =>
  import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })),
);

/** The banners carousel for pages other than home (the mall's front page); nothing when none. */
export function BannerStrip() {
  // Only the language: the news texts load with the carousel, when there are banners.
  const { i18n } = useTranslation();
  const banners = useBanners(i18n.language).data?.records ?? [];
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}
