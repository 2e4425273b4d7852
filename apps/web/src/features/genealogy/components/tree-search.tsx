import { ActionIcon, Loader, TextInput } from '@mantine/core';
import type { TreeKind, TreeSearchReply } from '@rangkai/shared';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useTreeSearch } from '../api/search';
import type { TreeSource } from '../api/tree-source';

interface TreeSearchProps {
  source: TreeSource;
  tree: TreeKind;
  onFound: (reply: TreeSearchReply) => void;
}

/**
 * A username or member code of the downline: found → `onFound`; anyone outside the downline (or
 * no one) is simply "not found in your downline", as the server reveals no more.
 */
export function TreeSearch({ source, tree, onFound }: TreeSearchProps) {
  const { t } = useTranslation('tree');
  const [keyword, setKeyword] = useState('');
  const search = useTreeSearch(source, tree);
  const error = search.error
    ? isApiError(search.error) && search.error.code === 'NO_PERMISSION'
      ? t(source.viewer === 'admin' ? 'search.not_found_member' : 'search.not_found', {
          keyword: search.variables ?? '',
        })
      : t('search.failed')
    : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (keyword.trim() === '') return;
        search.mutate(keyword, {
          onSuccess: (reply) => {
            setKeyword('');
            onFound(reply);
          },
        });
      }}
      data-testid={`tree-search-${tree}`}
    >
      <TextInput
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          if (search.isError) search.reset();
        }}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        autoCapitalize="none"
        autoCorrect="off"
        enterKeyHint="search"
        name="keyword"
        leftSection={<IconSearch size={16} />}
        rightSection={
          search.isPending ? (
            <Loader size={16} />
          ) : keyword ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => {
                setKeyword('');
                search.reset();
              }}
              aria-label={t('search.clear')}
            >
              <IconX size={16} />
            </ActionIcon>
          ) : null
        }
        error={error}
        data-testid="tree-search-input"
      />
    </form>
  );
}
