import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** A switch's state in a list: on (teal) or off (grey), with the words given. */
export function OnOffBadge({ on, labels }: { on: boolean; labels?: [string, string] }) {
  const { t } = useTranslation('adminReference');
  const [yes, no] = labels ?? [t('common.on'), t('common.off')];
  return (
    <Badge
      size="sm"
      variant="light"
      color={on ? 'teal' : 'gray'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {on ? yes : no}
    </Badge>
  );
}
