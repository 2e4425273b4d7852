import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBigUpLines,
  IconCash,
  IconHeadset,
  IconShoppingBag,
} from '@tabler/icons-react';
import { lazy, memo, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { WhenNear } from '@/components/when-near';
import { useMemberInfo, WelcomeCard } from '@/features/member';
import { useBanners } from '@/features/news/api/banners';
import { useNewsList } from '@/features/news/api/news-list';
import { openUpgradePackage } from '@/features/packages';
import { SalesSection } from '@/features/sales';
import { WalletCard } from '@/features/wallet';
import { openWithdraw } from '@/features/withdrawal';
import { loadNamespaces, useTranslation } from '@/lib/i18n';

// Banners and news come with their pictures, carousel and texts only when there are some.
const BannerCarousel = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/news/components/banner-carousel'),
    loadNamespaces(['news']),
  ]);
  return { default: module.BannerCarousel };
});
const LatestNewsCard = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/news/components/latest-news-card'),
    loadNamespaces(['news']),
  ]);
  return { default: module.LatestNewsCard };
});

interface Shortcut {
  key: string;
  label: string;
  icon: typeof IconHeadset;
  to?: string;
  open?: () => void;
}

function ShortcutTile({ label, icon: Icon, to, open, testId }: Shortcut & { testId: string }) {
  const tile = (
    <Stack gap={4} align="center" ta="center">
      <ThemeIcon size={40} radius="md" variant="light">
        <Icon size={22} />
      </ThemeIcon>
      <Text size="xs" fw={500} lh={1.2}>
        {label}
      </Text>
    </Stack>
  );
  const common = { p: 4, style: { alignSelf: 'start' }, 'data-testid': testId } as const;
  return to ? (
    <UnstyledButton component={Link} to={to} {...common}>
      {tile}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={open} {...common}>
      {tile}
    </UnstyledButton>
  );
}

/**
 * The main functions beside the wallet card's own (deposit, transfer, change wallet): the
 * sidebar's upgrade and withdraw dialogs (the actions of `mainFunctions` in
 * shell/sidebar-items.ts, not imported: that module would bring the whole sidebar list and its
 * icons into the home page's first load), the mall and the support tickets. Icons the home page
 * already carries where one fits (cash, shopping bag): the first load is at its budget.
 */
const Shortcuts = memo(function Shortcuts() {
  const { t } = useTranslation();
  const shortcuts: Shortcut[] = [
    {
      key: 'upgrade_package',
      label: t('nav.upgrade_package'),
      icon: IconArrowBigUpLines,
      open: openUpgradePackage,
    },
    { key: 'withdraw', label: t('nav.withdraw'), icon: IconCash, open: openWithdraw },
    { key: 'mall', label: t('pages.dashboard'), icon: IconShoppingBag, to: '/web/dashboard' },
    {
      key: 'tickets',
      label: t('pages.ticket_list'),
      icon: IconHeadset,
      to: '/web/general/ticketList',
    },
  ];
  return (
    <Paper withBorder radius="lg" p="sm" data-testid="home-shortcuts">
      <Text fw={700} size="sm" mb="xs" px={4}>
        {t('home.shortcuts')}
      </Text>
      <SimpleGrid cols={4} spacing={4}>
        {shortcuts.map((shortcut) => (
          <ShortcutTile {...shortcut} key={shortcut.key} testId={`home-shortcut-${shortcut.key}`} />
        ))}
      </SimpleGrid>
    </Paper>
  );
});

/** A part of the home page that loads on its own: nothing shows while it loads. */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * /web/dataDisplay: the member's home: banners, welcome (rank and package), wallets, shortcuts,
 * the latest news, then sales figures (with the bonus totals by type) and rank history, drawn
 * when scrolled to.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { data: member, isError, refetch } = useMemberInfo();
  const banners = useBanners(i18n.language).data?.records ?? [];
  const news = useNewsList(i18n.language, 'all', 1).data?.record.records ?? [];
  if (isError && !member) {
    return (
      <InlineAlert color="yellow" icon={<IconAlertTriangle />} title={t('errors:fetch_failed')}>
        <Button variant="light" color="yellow" mt="xs" onClick={() => void refetch()}>
          {t('route_error.reload')}
        </Button>
      </InlineAlert>
    );
  }
  if (!member) return null;
  return (
    <Stack gap="md" data-testid="home-page">
      {banners.length > 0 && (
        <Part>
          <BannerCarousel banners={banners} />
        </Part>
      )}
      <WelcomeCard member={member} />
      <WalletCard balances={member} />
      <Shortcuts />
      {news.length > 0 && (
        <Part>
          <LatestNewsCard items={news} />
        </Part>
      )}
      {/* Below the fold on a phone: drawn when the member scrolls to it (the first load's
          main-thread blocking 305 → 206 ms, bench first-load). */}
      <WhenNear minHeight={480} testId="home-sales-pending">
        <SalesSection />
      </WhenNear>
    </Stack>
  );
}
