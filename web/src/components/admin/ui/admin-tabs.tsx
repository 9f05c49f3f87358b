import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
}

export interface AdminTabsProps {
  tabs: readonly AdminTab[];
  /** The open tab, when the screen chooses it (else the first one opens, then the user's choice). */
  value?: string;
  onValueChange?(value: string): void;
}

/**
 * A screen's tabs, the first one open. lazyMount without unmountOnExit: a tab mounts when first
 * opened and keeps what was typed when the owner switches away. The list scrolls sideways on phones.
 */
export function AdminTabs({ tabs, value, onValueChange }: AdminTabsProps) {
  const controlled =
    value === undefined ? {} : { value, onValueChange: (details: { value: string }) => onValueChange?.(details.value) };
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" lazyMount {...controlled}>
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
