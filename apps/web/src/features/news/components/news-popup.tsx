import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Anchor, Button, Checkbox, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { NewsItem } from '@rangkai/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n, useTranslation } from '@/lib/i18n';
import { autoplay } from '../lib/autoplay';
import { newsDetailsPath } from '../lib/news-params';
import { NewsBody } from './news-body';
import { NewsPicture } from './news-picture';

export interface NewsPopupPayload {
  items: NewsItem[];
  /** "Don't show again today", as ticked when the popup closes (however it is closed). */
  choice: { hideToday: boolean };
  /** Closed (by its buttons, the ×, Escape or a click outside). */
  onClose: () => void;
}

function Slide({ item, onOpen }: { item: NewsItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('news');
  const picture = item.public_path ?? item.thumb_path;
  return (
    <Stack gap="sm" data-testid="news-popup-slide">
      {picture && (
        <NewsPicture src={picture} alt={item.title} eager radius="var(--mantine-radius-md)" />
      )}
      <Stack gap={2}>
        <Title order={4} style={{ overflowWrap: 'anywhere' }} data-testid="news-popup-title">
          {item.title}
        </Title>
        <Text size="xs" c="dimmed">
          {formatDate(item.publish_at, i18n.language)}
        </Text>
      </Stack>
      <ScrollArea.Autosize mah={picture ? '28vh' : '45vh'} type="auto" offsetScrollbars>
        <NewsBody html={item.description} testId="news-popup-body" />
      </ScrollArea.Autosize>
      <Anchor
        component={Link}
        to={newsDetailsPath(item.id)}
        size="sm"
        onClick={onOpen}
        data-testid="news-popup-more"
      >
        <Group gap={2} wrap="nowrap">
          {t('popup.read_more')}
          <IconChevronRight size={16} />
        </Group>
      </Anchor>
    </Stack>
  );
}

/**
 * Spec §2 announcements popup: the announcements in their window in a carousel that plays by
 * itself, each with its picture, title, scrollable body and a link to its page; "don't show
 * again today" hides it until the day of the month changes (see `../lib/popup-day.ts`).
 */
function NewsPopup({
  items,
  choice,
  close,
}: Omit<NewsPopupPayload, 'onClose'> & { close: () => void }) {
  const { t } = useTranslation('news');
  const [hideToday, setHideToday] = useState(choice.hideToday);
  const plugins = useMemo(() => [autoplay()], []);
  const several = items.length > 1;

  return (
    <Stack gap="md">
      <Carousel
        plugins={plugins}
        withIndicators={several}
        // Swipe or the dots: arrows would sit on the text of the slide.
        withControls={false}
        slideGap="md"
        emblaOptions={{ align: 'start' }}
        styles={{
          indicator: { background: 'var(--mantine-color-teal-6)' },
          indicators: { bottom: -18 },
        }}
        data-testid="news-popup-carousel"
      >
        {items.map((item) => (
          <Carousel.Slide key={item.id}>
            <Slide item={item} onOpen={close} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group justify="space-between" gap="sm" mt={several ? 'sm' : 0}>
        <Checkbox
          size="sm"
          label={t('popup.dont_show_today')}
          checked={hideToday}
          onChange={(event) => {
            choice.hideToday = event.currentTarget.checked;
            setHideToday(choice.hideToday);
          }}
          data-testid="news-popup-dont-show"
        />
        <Button variant="light" onClick={close} data-testid="news-popup-close">
          {t('common:actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}

export const newsPopupDialog: DialogView<NewsPopupPayload> = ({ onClose, ...payload }, close) => ({
  title: i18n.t('news:popup.title'),
  size: 'lg',
  fullScreen: false,
  ...boldTitle,
  closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
  'data-testid': 'news-popup',
  onClose,
  children: <NewsPopup {...payload} close={close} />,
});
