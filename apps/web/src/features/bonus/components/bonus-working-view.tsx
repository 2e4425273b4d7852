import { Box, Button, Collapse, Paper, Text } from '@mantine/core';
import type { BonusRecord } from '@rangkai/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import {
  type BonusWorking,
  bonusWorking,
  looksLikeMoney,
  type PairingWorking,
  type WorkingValue,
  wasCapped,
} from '../lib/bonus-working';

type Leadership = Extract<BonusWorking, { kind: 'leadership' }>;

/** A grid of label / value rows (`columns` values a row), numbers aligned right. */
function Figures({ columns, children }: { columns: 1 | 2; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: `minmax(0, 1fr) repeat(${columns}, auto)`,
        columnGap: 'var(--mantine-spacing-sm)',
        rowGap: 2,
        alignItems: 'baseline',
      }}
    >
      {children}
    </Box>
  );
}

function Cell({ children, head, label }: { children: ReactNode; head?: boolean; label?: boolean }) {
  return (
    <Text
      size="xs"
      c={label || head ? 'dimmed' : undefined}
      fw={head ? 600 : label ? 400 : 500}
      ta={label ? 'left' : 'right'}
      style={{ whiteSpace: label ? undefined : 'nowrap' }}
    >
      {children}
    </Text>
  );
}

/** Pairing: each leg's BV (with the day's part), the carry left after matching; then the match. */
function PairingFigures({ w }: { w: PairingWorking }) {
  const { t } = useTranslation('bonus');
  return (
    <>
      <Figures columns={2}>
        <Cell head> </Cell>
        <Cell head>{t('working.left_leg')}</Cell>
        <Cell head>{t('working.right_leg')}</Cell>
        <Cell label>{t('details.bv_matched_on')}</Cell>
        <Cell>{groupMoney(w.left)}</Cell>
        <Cell>{groupMoney(w.right)}</Cell>
        <Cell label>{t('details.of_which_today')}</Cell>
        <Cell>{groupMoney(w.dayLeft)}</Cell>
        <Cell>{groupMoney(w.dayRight)}</Cell>
        <Cell label>{t('details.carry_after')}</Cell>
        <Cell>{groupMoney(w.carryLeft)}</Cell>
        <Cell>{groupMoney(w.carryRight)}</Cell>
      </Figures>
      <Figures columns={1}>
        <Cell label>{t('details.matched')}</Cell>
        <Cell>{groupMoney(w.matched)}</Cell>
        <Cell label>{t('details.rate')}</Cell>
        <Cell>{w.percent}%</Cell>
        <Cell label>{t('details.cap')}</Cell>
        <Cell>{groupMoney(w.cap)}</Cell>
        <Cell label>{t('details.flushed')}</Cell>
        <Cell>{groupMoney(w.flushed)}</Cell>
      </Figures>
    </>
  );
}

function LeadershipFigures({ w, rank }: { w: Leadership; rank: string }) {
  const { t } = useTranslation('bonus');
  return (
    <Figures columns={1}>
      {w.sales !== null && (
        <>
          <Cell label>{t('details.sales')}</Cell>
          <Cell>{groupMoney(w.sales)}</Cell>
        </>
      )}
      <Cell label>{t('details.pool')}</Cell>
      <Cell>{groupMoney(w.pool)}</Cell>
      <Cell label>{t('details.rank')}</Cell>
      <Cell>{rank}</Cell>
      <Cell label>{t('details.part')}</Cell>
      <Cell>{groupMoney(w.part)}</Cell>
      <Cell label>{t('details.holders')}</Cell>
      <Cell>{w.holders}</Cell>
    </Figures>
  );
}

/** The figures behind a one-line working, folded away until asked for. */
function Expandable({ children }: { children: ReactNode }) {
  const { t } = useTranslation('bonus');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        color="gray"
        px={4}
        ml={-4}
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        rightSection={
          <IconChevronDown
            size={14}
            style={{
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
        data-testid="bonus-details-toggle"
      >
        {t(open ? 'working.hide' : 'working.show')}
      </Button>
      <Collapse in={open} id={id}>
        <Paper bg="gray.0" radius="sm" px="xs" py={6} maw={420} data-testid="bonus-details">
          <Box style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>{children}</Box>
        </Paper>
      </Collapse>
    </>
  );
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="bonus-working">
      {children}
    </Text>
  );
}

/**
 * How a bonus was worked out: one line, and for pairing and leadership bonuses the figures behind
 * it on demand (legs, today's part, carries after, cap and flush; pool, part and holders).
 */
export function BonusWorkingView({ record }: { record: BonusRecord }) {
  const { t } = useTranslation('bonus');
  const { packageName, rankName } = useDisplayNames();
  const show = (value: WorkingValue) => {
    if (typeof value !== 'string') return packageName(value);
    return looksLikeMoney(value) ? groupMoney(value) : value;
  };
  /** The sponsor bonus's package: named by the server, or by its English name alone. */
  const showPackage = (value: WorkingValue) =>
    packageName(
      typeof value === 'string' ? { package_name: value, package_name_en: value } : value,
    );
  const w = bonusWorking(record.bonus_type, record.details);
  switch (w.kind) {
    case 'none':
      return null;
    case 'sponsor':
      return (
        <Line>
          {t(w.package ? 'working.sponsor_package' : 'working.sponsor', {
            percent: w.percent,
            bv: show(w.bv),
            package: w.package ? showPackage(w.package) : '',
          })}
        </Line>
      );
    case 'pairing':
      return (
        <>
          <Line>
            {t('working.pairing', { matched: groupMoney(w.matched), percent: w.percent })}
            {wasCapped(w) && ` · ${t('working.capped', { cap: groupMoney(w.cap) })}`}
          </Line>
          <Expandable>
            <PairingFigures w={w} />
          </Expandable>
        </>
      );
    case 'level':
      return (
        <Line>
          {t('working.level', {
            level: w.level,
            percent: w.percent,
            pairing: groupMoney(w.pairing),
          })}
        </Line>
      );
    case 'leadership': {
      const rank = rankName({ id: w.rank, rank_name: '', rank_name_en: `#${w.rank}` });
      return (
        <>
          <Line>
            {t('working.leadership', {
              rank,
              part: groupMoney(w.part),
              count: w.holders,
            })}
          </Line>
          <Expandable>
            <LeadershipFigures w={w} rank={rank} />
          </Expandable>
        </>
      );
    }
    case 'clawback':
      return (
        <>
          <Line>{t('working.clawback')}</Line>
          {w.debt && (
            <Text size="xs" c="red.7" data-testid="bonus-debt">
              {t('working.clawback_debt', { debt: groupMoney(w.debt) })}
            </Text>
          )}
        </>
      );
    case 'repayment':
      return <Line>{t('working.repayment')}</Line>;
    case 'fields':
      return (
        <Line>
          {w.fields
            .map(
              ({ key, value }) => `${t(`details.${key}`, { defaultValue: key })}: ${show(value)}`,
            )
            .join(' · ')}
        </Line>
      );
  }
}
