import {
  ActionIcon,
  Button,
  Center,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '@/lib/i18n';

/** The member's referral link `/register?ref=CODE`, to copy or to scan (spec: issue 3). */
export function referralLink(memberCode: string): string {
  return `${window.location.origin}/register?ref=${encodeURIComponent(memberCode)}`;
}

export function ReferralCard({ memberCode }: { memberCode: string }) {
  const { t } = useTranslation('member');
  const link = referralLink(memberCode);

  return (
    <Paper withBorder radius="lg" p="md" data-testid="referral-card">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShare size={20} />
          <Title order={4}>{t('profile.referral')}</Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('profile.referral_hint')}
        </Text>
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <TextInput
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              aria-label={t('profile.referral')}
              data-testid="referral-link"
              rightSection={
                <Tooltip label={copied ? t('profile.copied') : t('profile.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('profile.copy')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              }
            />
          )}
        </CopyButton>
        <Center>
          <Paper p="sm" radius="md" withBorder bg="white" data-testid="referral-qr">
            <QRCodeSVG value={link} size={168} marginSize={1} title={link} />
          </Paper>
        </Center>
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color="teal"
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
              data-testid="copy-referral"
            >
              {copied ? t('profile.copied') : t('profile.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Paper>
  );
}
