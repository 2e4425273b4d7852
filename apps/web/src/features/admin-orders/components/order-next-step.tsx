import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import {
  IconBuildingStore,
  IconCircleCheck,
  IconPackageImport,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useIsAdmin } from '@/lib/admin-me';
import { useTranslation } from '@/lib/i18n';
import {
  actionLabelKey,
  allowedActions,
  nextStepKey,
  type OrderAction,
} from '../lib/order-actions';

const icons = {
  ship: IconTruckDelivery,
  ready_for_collection: IconBuildingStore,
  complete: IconCircleCheck,
  cancel: IconX,
  mark_returned: IconPackageImport,
} satisfies Record<OrderAction, unknown>;

/**
 * The buttons for what the order's status allows (none once completed or cancelled); support
 * staff see the orders but only administrators move them.
 */
export function OrderNextStep({
  order,
  onAction,
}: {
  order: Order;
  /** Opens the confirmation of `action` (owned by the drawer, see OrderDrawer). */
  onAction: (action: OrderAction) => void;
}) {
  const { t } = useTranslation('adminOrders');
  const canAct = useIsAdmin();
  const actions = allowedActions(order);

  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t(nextStepKey(order))}
        </Text>
        {actions.length > 0 && !canAct && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('next_step.read_only')}
          </Text>
        )}
        {actions.length > 0 && canAct && (
          // Side by side, or stacked on a phone (so "Cancel order" keeps its whole label).
          <SimpleGrid cols={{ base: 1, xs: actions.length }} spacing="xs">
            {actions.map((a) => {
              const Icon = icons[a];
              return (
                <Button
                  key={a}
                  color={a === 'cancel' ? 'red' : undefined}
                  variant={a === 'cancel' ? 'light' : 'filled'}
                  leftSection={<Icon size={18} />}
                  onClick={() => onAction(a)}
                  data-testid={`admin-order-action-${a}`}
                >
                  {t(actionLabelKey(a, order))}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
