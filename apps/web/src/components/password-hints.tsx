import { Group, SimpleGrid, Text } from '@mantine/core';
import { passwordHints } from '@rangkai/shared';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/** The live password rules of spec §5 under a password input, each ticked once it holds. */
export function PasswordHints({ value }: { value: string }) {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={6} data-testid="password-hints">
      {passwordHints(value).map(({ key, ok }) => (
        <Group key={key} gap={4} wrap="nowrap" data-ok={ok}>
          {ok ? (
            <IconCircleCheck size={14} color="var(--mantine-color-teal-7)" />
          ) : (
            <IconCircleDashed size={14} color="var(--mantine-color-gray-5)" />
          )}
          <Text size="xs" c={ok ? 'teal.8' : 'dimmed'} lh={1.3}>
            {t(`password_hints.${key}`)}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
