import { Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Address } from '@rangkai/shared';
import { IconEdit, IconPlus, IconStar, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';
import { useAddressControl, useAddresses } from '../api/addresses';
import { EmptyState, LoadError } from './shop-parts';

function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation('mall');
  const control = useAddressControl();
  const [asking, setAsking] = useState(false);
  const confirmDelete = () => setAsking(true);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="address-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {address.receiver_name}
          </Text>
          {address.is_default && (
            <Badge size="sm" color="orange" variant="light" tt="none" data-testid="address-default">
              {t('address.default')}
            </Badge>
          )}
        </Group>
        <Text size="sm">{address.receiver_phone}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[
            address.address,
            [address.postcode, address.state_name].filter(Boolean).join(' '),
            address.country_name,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Group gap="xs" mt={4}>
          {!address.is_default && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconStar size={14} />}
              loading={control.isPending && control.variables?.action === 'default'}
              onClick={() =>
                control.mutate({ action: 'default', id: address.id }, { onError: showError })
              }
              data-testid="address-make-default"
            >
              {t('address.make_default')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/web/product/addaddress?id=${address.id}`}
            size="compact-sm"
            variant="light"
            color="gray"
            leftSection={<IconEdit size={14} />}
            data-testid="address-edit"
          >
            {t('address.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} />}
            loading={control.isPending && control.variables?.action === 'delete'}
            onClick={confirmDelete}
            data-testid="address-delete"
          >
            {t('address.delete')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('address.delete_title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('address.delete_text', { name: address.receiver_name })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={control.isPending}
              onClick={() =>
                control.mutate(
                  { action: 'delete', id: address.id },
                  { onError: showError, onSettled: () => setAsking(false) },
                )
              }
              data-testid="address-delete-confirm"
            >
              {t('address.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** Spec §2 address book: the default first, make default, edit, delete (after asking). */
export function AddressPage() {
  const { t } = useTranslation('mall');
  const addresses = useAddresses();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('address.title')}</Title>
        <Button
          component={Link}
          to="/web/product/create-address"
          size="xs"
          leftSection={<IconPlus size={14} />}
          data-testid="address-add"
        >
          {t('address.add')}
        </Button>
      </Group>
      {addresses.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      ) : addresses.isError ? (
        <LoadError onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />
      ) : addresses.data.length === 0 ? (
        <EmptyState text={t('address.none')} testId="address-empty" />
      ) : (
        <Stack gap="xs" data-testid="address-list">
          {addresses.data.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
