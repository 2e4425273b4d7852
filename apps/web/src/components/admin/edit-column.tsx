import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Column } from '@/components/admin/data-table';

/**
 * The "Edit" column of a back-office list, for admins only (none for support): its button opens
 * the row's dialog without the row's own click.
 */
export function editColumn<T>(
  canEdit: boolean,
  label: string,
  testId: string,
  onEdit: (row: T) => void,
): Column<T>[] {
  if (!canEdit) return [];
  return [
    {
      key: 'edit',
      label: '',
      render: (row: T) => (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(row);
          }}
          data-testid={testId}
        >
          {label}
        </Button>
      ),
    },
  ];
}
