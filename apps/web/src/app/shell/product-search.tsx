import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * The product search of the header (dashboard paths only): a keyword opens the dashboard's
 * results (`/web/dashboard?keyword=…`), each linking to /web/product/details?id=….
 */
export function ProductSearch({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    void navigate(text ? `/web/dashboard?keyword=${encodeURIComponent(text)}` : '/web/dashboard');
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
          <ActionIcon
            type="submit"
            variant="subtle"
            aria-label={t('actions.search')}
            data-testid="product-search-submit"
          >
            <IconArrowRight size={16} />
          </ActionIcon>
        }
        maxLength={100}
        radius="xl"
        data-testid="product-search"
      />
    </form>
  );
}
