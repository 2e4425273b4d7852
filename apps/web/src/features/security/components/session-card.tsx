import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The card that the /web/sessions pages of this feature sit in. */
export function SessionCard(props: { title: string; text?: string; children: ReactNode }) {
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="md">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconShieldLock size={32} />
            </ThemeIcon>
            <Title order={2}>{props.title}</Title>
            {props.text && (
              <Text c="dimmed" size="sm">
                {props.text}
              </Text>
            )}
          </Stack>
          {props.children}
        </Stack>
      </Paper>
    </Center>
  );
}
