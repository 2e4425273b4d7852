import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { RegisterForm } from './register-form';
import { useRegistered } from './use-registered';

/** /register (spec §2): the registration form; `?ref=CODE` pre-fills the sponsor. */
export function RegisterPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const onRegistered = useRegistered();
  return (
    <Center py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={720}>
        <Stack gap="md">
          <Stack gap={2} ta="center">
            <Title order={2}>{t('register.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('register.subtitle')}
            </Text>
          </Stack>
          <RegisterForm initialRef={params.get('ref')?.trim() ?? ''} onRegistered={onRegistered} />
        </Stack>
      </Paper>
    </Center>
  );
}
