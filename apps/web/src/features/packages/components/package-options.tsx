import { Group, Radio, Stack, Text } from '@mantine/core';
import type { PackageInfo } from '@rangkai/shared';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

export interface PackageOption {
  pkg: PackageInfo;
  /** What choosing it costs before shipping (an upgrade's difference, or the price). */
  amountDue: string;
  /** The BV it adds. */
  bv: string;
}

interface PackageOptionsProps {
  label: string;
  options: PackageOption[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
  /** Key of the amount line under each name (`upgrade.pay`, `register.price`), with `amount`. */
  amountKey: string;
}

/** Packages as selectable cards: name, amount due and BV (spec §3 Upgrade, §4 on behalf). */
export function PackageOptions({
  label,
  options,
  value,
  onChange,
  error,
  amountKey,
}: PackageOptionsProps) {
  const { t } = useTranslation('packages');
  const { packageName } = useDisplayNames();
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
      data-testid="package-options"
    >
      <Stack gap="xs" mt={6}>
        {options.map(({ pkg, amountDue, bv }) => (
          <Radio.Card
            key={pkg.id}
            value={String(pkg.id)}
            radius="md"
            p="sm"
            style={{
              borderColor: value === String(pkg.id) ? 'var(--mantine-color-teal-6)' : undefined,
              background: value === String(pkg.id) ? 'var(--mantine-color-teal-0)' : undefined,
            }}
            data-testid={`package-option-${pkg.id}`}
          >
            <Group wrap="nowrap" gap="sm" align="center">
              <Radio.Indicator />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} truncate="end">
                  {packageName(pkg)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('package_bv', { bv: groupMoney(bv) })}
                </Text>
              </Stack>
              <Text fw={700} c="teal.8" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t(amountKey, { amount: groupMoney(amountDue) })}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
