import { Button, Card, Group, type GroupProps, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

interface SearchBarProps extends Pick<GroupProps, 'align' | 'wrap'> {
  /** The search in force (from the URL); the box follows it when it changes. */
  query: string;
  /** Called with the trimmed text on submit. */
  onSearch: (query: string) => void;
  placeholder: string;
  testId: string;
  inputStyle: CSSProperties;
  loading?: boolean;
  /** Filters between the box and the button. */
  children?: ReactNode;
}

/** The card above a back-office list: a search box, optional filters and the search button. */
export function SearchBar(props: SearchBarProps) {
  const { query, onSearch, placeholder, testId, inputStyle, loading, children, ...group } = props;
  const { t } = useTranslation('admin');
  const [input, setInput] = useState(query);

  useEffect(() => setInput(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(input.trim());
  };

  return (
    <Card withBorder radius="md" padding="sm">
      <form onSubmit={submit}>
        <Group gap="xs" {...group}>
          <TextInput
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            placeholder={placeholder}
            aria-label={placeholder}
            leftSection={<IconSearch size={16} />}
            style={inputStyle}
            data-testid={testId}
          />
          {children}
          <Button type="submit" loading={loading}>
            {t('actions.search')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
