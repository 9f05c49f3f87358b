import { Center, Icon, type CenterProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export interface IconTileProps extends Omit<CenterProps, 'children'> {
  icon: LucideIcon;
}

/** A decorative icon on a soft brand-tinted square. */
export function IconTile({ icon: IconComponent, ...props }: IconTileProps) {
  return (
    <Center boxSize="12" flexShrink="0" borderRadius="xl" bg="brand.subtle" color="brand.fg" {...props}>
      <Icon size="lg">
        <IconComponent strokeWidth={1.75} />
      </Icon>
    </Center>
  );
}
