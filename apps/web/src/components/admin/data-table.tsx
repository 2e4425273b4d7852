import { Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FieldLine } from '@/components/admin/field-list';

export interface Column<T> {
  key: string;
  label: ReactNode;
  render: (row: T) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
  /** Left out of the phone cards (the card title already shows it). */
  hideInCard?: boolean;
}

interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Phone card heading; defaults to the first column. */
  cardTitle?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  minWidth?: number;
  /** Headings may take two lines (a wide table then fits a laptop instead of scrolling). */
  wrapHeadings?: boolean;
  testId?: string;
}

/** A table on a laptop (scrolling sideways when narrow), label/value cards on a phone. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  cardTitle,
  onRowClick,
  minWidth = 720,
  wrapHeadings = false,
  testId,
}: DataTableProps<T>) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  if (!wide) {
    const [first, ...rest] = columns;
    return (
      <Stack gap="xs" data-testid={testId}>
        {rows.map((row) => (
          <Card
            key={rowKey(row)}
            withBorder
            padding="sm"
            radius="md"
            data-testid={testId ? `${testId}-row` : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            <Text fw={600} mb={4} style={{ overflowWrap: 'anywhere' }}>
              {cardTitle ? cardTitle(row) : first.render(row)}
            </Text>
            <Stack gap={4}>
              {(cardTitle ? columns : rest)
                .filter((c) => !c.hideInCard)
                .map((c) => (
                  <FieldLine key={c.key} label={c.label} labelSize="xs">
                    {c.render(row)}
                  </FieldLine>
                ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover={Boolean(onRowClick)}
        verticalSpacing="xs"
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th
                key={c.key}
                ta={c.numeric ? 'right' : undefined}
                style={wrapHeadings ? undefined : { whiteSpace: 'nowrap' }}
              >
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              data-testid={testId ? `${testId}-row` : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined}>
                  {c.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
