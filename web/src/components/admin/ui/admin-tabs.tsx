import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A screen's tabs, the first one open. lazyMount without unmountOnExit: a tab mounts when first
 * opened and keeps what was typed when the owner switches away. The list scrolls sideways on phones.
 */
export function AdminTabs({ tabs }: { tabs: readonly AdminTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" lazyMount>
      <Tabs.List overflowX="auto" overflowY="hidden">
        {tabs.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} flexShrink={0}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, content }) => (
        <Tabs.Content key={value} value={value} pt="5">
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
