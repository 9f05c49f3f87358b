import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import type { ServiceCategoryEntity } from '../api/use-services-content';
import { serviceLabel } from '../service-label';
import { ServicePanel } from './service-panel';

export interface ServiceTabsProps {
  categories: ServiceCategoryEntity[];
  onRequestQuote: (service: string) => void;
}

/** A tab per service category, the first one open. */
export function ServiceTabs({ categories, onRequestQuote }: ServiceTabsProps) {
  const [selected, setSelected] = useState<string | null>(null);
  // Live edits may remove the open category: fall back to the first one.
  const current = categories.some((category) => category.id === selected) ? selected : (categories[0]?.id ?? null);
  return (
    <Tabs.Root
      value={current}
      onValueChange={(details) => setSelected(details.value)}
      variant="subtle"
      colorPalette="brand"
      size="lg"
    >
      <Tabs.List
        gap="2"
        overflowX="auto"
        pb="1"
        mb={{ base: '8', md: '12' }}
        // The list scrolls sideways on phones; the scrollbar would only add noise.
        scrollbarWidth="none"
      >
        {categories.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            flexShrink="0"
            borderRadius="full"
            px="5"
            borderWidth="1px"
            borderColor="border"
            _selected={{ bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' }}
          >
            {serviceLabel(category)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category, index) => (
        <Tabs.Content key={category.id} value={category.id} p="0">
          <ServicePanel
            category={category}
            label={serviceLabel(category)}
            priority={index === 0}
            onRequestQuote={() => onRequestQuote(serviceLabel(category))}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
