import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showComingSoon } from '@/lib/messages';

/**
 * The product search of the header (dashboard paths only). Results will link to
 * /web/product/details?id=…; until the mall lands a search shows "coming soon".
 */
export function ProductSearch({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    showComingSoon();
    onSearched?.();
  };

  return (
    <form onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        placeholder={t('header.search_placeholder')}
        aria-label={t('header.search_placeholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t('actions.search')}>
            <IconArrowRight size={16} />
          </ActionIcon>
        }
        radius="xl"
        data-testid="product-search"
      />
    </form>
  );
}
