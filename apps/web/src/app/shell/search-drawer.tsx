import { Drawer } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { ProductSearch } from './product-search';

/** The separate search sidebar for mobile (spec §2). */
export function SearchDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="top"
      size="auto"
      title={t('actions.search')}
    >
      <ProductSearch onSearched={onClose} />
    </Drawer>
  );
}
