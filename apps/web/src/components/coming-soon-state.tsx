import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHourglassHigh } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';

interface ComingSoonStateProps {
  /** Already translated page title; defaults to "Coming soon". */
  title?: string;
}

/** What a screen that is not built yet shows: icon, title, explanation and a way back. */
export function ComingSoonState({ title }: ComingSoonStateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key "default": there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/web/dataDisplay') : navigate(-1));

  return (
    <Center mih="60vh" px="md" data-testid="coming-soon">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconHourglassHigh size={40} stroke={1.5} />
        </ThemeIcon>
        {title && (
          <Text c="dimmed" size="sm" fw={600} tt="uppercase">
            {title}
          </Text>
        )}
        <Title order={2}>{t('coming_soon.title')}</Title>
        <Text c="dimmed">{t('coming_soon.text')}</Text>
        <Button mt="sm" variant="light" leftSection={<IconArrowLeft size={18} />} onClick={goBack}>
          {t('actions.back')}
        </Button>
      </Stack>
    </Center>
  );
}
