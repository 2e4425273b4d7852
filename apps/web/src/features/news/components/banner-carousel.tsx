import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import type { Banner } from '@rangkai/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { autoplay } from '../lib/autoplay';
import { bannerTarget } from '../lib/banner-link';
import classes from './news.module.css';

function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const target = bannerTarget(banner.link_url);
  const picture = (
    <img
      src={banner.public_path}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  const props = { className: classes.banner, 'data-testid': 'home-banner', title: banner.title };
  if (target && 'route' in target) {
    return (
      <Link to={target.route} {...props}>
        {picture}
      </Link>
    );
  }
  if (target) {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" {...props}>
        {picture}
      </a>
    );
  }
  return <div {...props}>{picture}</div>;
}

/** The home page's banners: a carousel that plays by itself; a tap follows the banner's link. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('news');
  const plugins = useMemo(() => [autoplay()], []);
  const several = banners.length > 1;
  return (
    <Carousel
      plugins={plugins}
      withIndicators={several}
      withControls={several}
      slideGap="sm"
      emblaOptions={{ align: 'start' }}
      classNames={
        several
          ? {
              root: classes.carousel,
              controls: classes.controls,
              indicators: classes.indicators,
              indicator: classes.indicator,
            }
          : undefined
      }
      previousControlProps={{ 'aria-label': t('home.previous_banner') }}
      nextControlProps={{ 'aria-label': t('home.next_banner') }}
      aria-label={t('home.banners')}
      data-testid="home-banners"
    >
      {banners.map((banner, index) => (
        <Carousel.Slide key={banner.id}>
          <BannerSlide banner={banner} eager={index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
