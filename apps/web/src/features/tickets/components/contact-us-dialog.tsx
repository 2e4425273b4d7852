import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconList, IconMail, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLookup } from '@/features/global';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n, useTranslation } from '@/lib/i18n';

/** Spec §2 contact us: the company's contacts (public settings) and the way into tickets. */
function ContactUs({ close }: { close: () => void }) {
  const { t } = useTranslation('ticket');
  const lookup = useLookup();
  const navigate = useNavigate();
  const system = lookup.data?.system ?? {};
  const go = (to: string) => {
    close();
    void navigate(to);
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('contact.intro', { site: system.site_name ?? 'Rangkai' })}</Text>
      <Paper withBorder radius="md" p="sm">
        {lookup.data ? (
          <Group gap="xs" wrap="nowrap">
            <IconMail size={18} color="var(--mantine-color-teal-7)" style={{ flex: 'none' }} />
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed">
                {t('contact.email')}
              </Text>
              {system.support_email ? (
                <Anchor
                  href={`mailto:${system.support_email}`}
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="contact-us-email"
                >
                  {system.support_email}
                </Anchor>
              ) : (
                <Text size="sm">—</Text>
              )}
            </Stack>
          </Group>
        ) : (
          <Skeleton h={36} />
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        {t('contact.tickets_hint')}
      </Text>
      <Group grow gap="xs">
        <Button
          variant="default"
          leftSection={<IconList size={16} />}
          onClick={() => go('/web/general/ticketList')}
          data-testid="contact-us-tickets"
        >
          {t('contact.my_tickets')}
        </Button>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => go('/web/general/ticketList?new=1')}
          data-testid="contact-us-new-ticket"
        >
          {t('new.button')}
        </Button>
      </Group>
    </Stack>
  );
}

export const contactUsDialog: DialogView<void> = (_, close) => ({
  title: i18n.t('ticket:contact.title'),
  fullScreen: false,
  ...boldTitle,
  'data-testid': 'contact-us-dialog',
  children: <ContactUs close={close} />,
});
