import {
  Button,
  CopyButton,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/** Spec §2 deposit dialog: QR code, the deposit address with a copy button. */
export function DepositAddressCard({ address, qrCode }: { address: string; qrCode: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Paper withBorder radius="md" p="md" data-testid="deposit-address">
      <Stack align="center" gap="sm">
        <Image
          src={qrCode}
          alt={t('deposit.qr_alt')}
          w={168}
          h={168}
          fit="contain"
          radius="sm"
          data-testid="deposit-qr"
        />
        <Stack gap={2} align="center" w="100%">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('deposit.address')}
          </Text>
          <Text
            fw={600}
            ta="center"
            ff="monospace"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="deposit-address-text"
          >
            {address}
          </Text>
        </Stack>
        <CopyButton value={address} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              data-testid="deposit-copy"
            >
              {copied ? t('deposit.copied') : t('deposit.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Paper>
  );
}

/** Spec §2 reminder card: how a deposit reaches the register wallet. */
export function DepositReminder() {
  const { t } = useTranslation('wallet');
  return (
    <Paper radius="md" p="sm" bg="yellow.0" data-testid="deposit-reminder">
      <Group gap="xs" mb={6} wrap="nowrap">
        <ThemeIcon size="sm" radius="xl" color="yellow" variant="filled">
          <IconInfoCircle size={14} />
        </ThemeIcon>
        <Text size="sm" fw={700}>
          {t('deposit.reminder_title')}
        </Text>
      </Group>
      <List size="sm" spacing={4} type="ordered">
        <List.Item>{t('deposit.reminder_1')}</List.Item>
        <List.Item>{t('deposit.reminder_2')}</List.Item>
        <List.Item>{t('deposit.reminder_3')}</List.Item>
      </List>
    </Paper>
  );
}
