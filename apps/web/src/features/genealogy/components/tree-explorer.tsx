import { Tabs } from '@mantine/core';
import { IconBinaryTree, IconListTree } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TreeSource } from '../api/tree-source';
import { PlacementTree } from './placement-tree';
import type { EmptySlot } from './slot-card';
import { SponsorTree } from './sponsor-tree';

interface TreeExplorerProps {
  source: TreeSource;
  onRegister?: (slot: EmptySlot) => void;
}

/** The two trees side by side in tabs: the placement chart and the sponsor list. */
export function TreeExplorer({ source, onRegister }: TreeExplorerProps) {
  const { t } = useTranslation('tree');
  const [tab, setTab] = useState<string | null>('placement');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} data-testid="tree-explorer">
      <Tabs.List grow>
        <Tabs.Tab
          value="placement"
          leftSection={<IconBinaryTree size={16} />}
          data-testid="tab-placement"
        >
          {t('tabs.placement')}
        </Tabs.Tab>
        <Tabs.Tab
          value="sponsor"
          leftSection={<IconListTree size={16} />}
          data-testid="tab-sponsor"
        >
          {t('tabs.sponsor')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="placement" pt="md">
        <PlacementTree source={source} onRegister={onRegister} />
      </Tabs.Panel>
      <Tabs.Panel value="sponsor" pt="md">
        <SponsorTree source={source} />
      </Tabs.Panel>
    </Tabs>
  );
}
