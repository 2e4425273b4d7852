import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BonusType, SalesSummary } from '@rangkai/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMemberInfo } from '@/features/member';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useSalesSummary } from '../api/sales-summary';
import { businessDay, isNonZero, strongerLeg } from '../lib/sales-figures';
import { FiguresSkeleton, SalesError } from './sales-states';
import { StatCard, StatHint } from './stat-card';

/** Bonus types in the plan's order (a local list: importing the shared one would load every schema on the home page). */
const bonusTypes: readonly BonusType[] = ['sponsor', 'pairing', 'level', 'leadership'];

const BONUS_RECORD = '/web/bonus/bonusRecord';
const bonusColors: Record<BonusType, string> = {
  sponsor: 'blue',
  pairing: 'teal',
  level: 'grape',
  leadership: 'orange',
};

function FigureGroup({
  title,
  aside,
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} c="dark.4">
          {title}
        </Text>
        {aside}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** Left or right leg: lifetime BV as of the last close, today's BV beside it, the carry. */
function LegCard({ leg, s }: { leg: 'left' | 'right'; s: SalesSummary }) {
  const { t } = useTranslation('sales');
  const today = leg === 'left' ? s.pending_left : s.pending_right;
  return (
    <StatCard
      label={t(`legs.${leg}`)}
      value={groupMoney(leg === 'left' ? s.total_left : s.total_right)}
      testId={`sales-${leg}`}
      hint={
        <>
          <StatHint color={isNonZero(today) ? 'teal.8' : undefined}>
            <span data-testid="sales-today">
              {t('legs.today', { amount: `${isNonZero(today) ? '+' : ''}${groupMoney(today)}` })}
            </span>
          </StatHint>
          <StatHint>
            <span data-testid="sales-carry">
              {t('legs.carry', {
                amount: groupMoney(leg === 'left' ? s.carry_left : s.carry_right),
              })}
            </span>
          </StatHint>
        </>
      }
    />
  );
}

/**
 * What the member owes from sponsor bonuses taken back that their wallets could not cover
 * (BUSINESS_RULES §13, `clawback_debt` of the member info): shown only while they owe.
 */
function ClawbackDebtCard() {
  const { t } = useTranslation('sales');
  const debt = useMemberInfo().data?.clawback_debt;
  if (!debt || debt === '0.00') return null;
  return (
    <StatCard
      label={t('bonus.clawback_debt')}
      value={`-${groupMoney(debt)}`}
      color="red"
      hint={<StatHint color="red.8">{t('bonus.clawback_debt_hint')}</StatHint>}
      to={`${BONUS_RECORD}?bonus=debt_repayment`}
      testId="sales-clawback-debt"
    />
  );
}

function Figures({ s }: { s: SalesSummary }) {
  const { t, i18n } = useTranslation('sales');
  const { rankName } = useDisplayNames();
  const count = (n: number) => n.toLocaleString(i18n.language);
  const big = strongerLeg(s);
  return (
    <Stack gap="md">
      <FigureGroup title={t('legs.title')} testId="sales-legs">
        <LegCard leg="left" s={s} />
        <LegCard leg="right" s={s} />
        <StatCard
          label={t('legs.big')}
          value={groupMoney(s.big_group)}
          hint={big && <StatHint>{t(big === 'left' ? 'legs.on_left' : 'legs.on_right')}</StatHint>}
          testId="sales-big"
        />
        <StatCard
          label={t('legs.small')}
          value={groupMoney(s.small_group)}
          hint={<StatHint>{t('legs.small_hint')}</StatHint>}
          testId="sales-small"
        />
      </FigureGroup>
      <FigureGroup title={t('team.title')} testId="sales-team">
        <StatCard
          label={t('team.personal')}
          value={groupMoney(s.personal)}
          testId="sales-personal"
        />
        <StatCard
          label={t('team.rank')}
          value={rankName({ id: s.rank.id, rank_name: s.rank.name, rank_name_en: s.rank.name })}
          color="yellow"
          testId="sales-rank"
        />
        <StatCard label={t('team.size')} value={count(s.team_size)} testId="sales-team-size" />
        <StatCard
          label={t('team.direct')}
          value={count(s.direct_sponsored)}
          testId="sales-direct"
        />
      </FigureGroup>
      <FigureGroup
        title={t('bonus.title')}
        testId="sales-bonus"
        aside={
          <Anchor
            component={Link}
            to={BONUS_RECORD}
            size="sm"
            fw={700}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="sales-bonus-all"
          >
            {t('bonus.all', { amount: groupMoney(s.bonus_totals.all) })}
          </Anchor>
        }
      >
        {bonusTypes.map((type) => (
          <StatCard
            key={type}
            label={t(`bonus.${type}`)}
            value={groupMoney(s.bonus_totals[type])}
            color={bonusColors[type]}
            to={`${BONUS_RECORD}?bonus=${type}`}
            testId={`sales-bonus-${type}`}
          />
        ))}
        {s.bonus_totals.sponsor_clawback !== '0.00' && (
          // Sponsor bonuses taken back (BUSINESS_RULES §13): the total above is net of them.
          <StatCard
            label={t('bonus.sponsor_clawback')}
            value={`-${groupMoney(s.bonus_totals.sponsor_clawback)}`}
            color="red"
            to={`${BONUS_RECORD}?bonus=sponsor_clawback`}
            testId="sales-bonus-sponsor_clawback"
          />
        )}
        <ClawbackDebtCard />
      </FigureGroup>
    </Stack>
  );
}

/**
 * The member's sales figures (spec §3): placement legs (lifetime BV as of the last daily close,
 * today's BV not closed yet, carries, big and small group), own purchases, team and rank, and
 * bonus totals per type, each leading to its records.
 */
export function SalesFigures() {
  const { t, i18n } = useTranslation('sales');
  const { data, isError, refetch } = useSalesSummary();
  const closed = data?.last_close_date;
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder data-testid="sales-figures">
      <Stack gap={2} mb="md">
        <Title order={4}>{t('title')}</Title>
        {data && (
          <Text size="xs" c="dimmed" data-testid="sales-close-date">
            {closed ? t('as_of', { date: businessDay(closed, i18n.language) }) : t('not_closed')}
          </Text>
        )}
      </Stack>
      {data ? (
        <Figures s={data} />
      ) : isError ? (
        <SalesError onRetry={() => void refetch()} testId="sales-error" />
      ) : (
        <FiguresSkeleton />
      )}
    </Paper>
  );
}
