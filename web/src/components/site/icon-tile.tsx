import { Center, Icon, type CenterProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export interface IconTileProps extends Omit<CenterProps, 'children'> {
  icon: LucideIcon;
}

/** A decorative icon on a tile of the site's icon colour (`bg` and `color` change the tint). */
export function IconTile({ icon: IconComponent, ...props }: IconTileProps) {
  return (
    <Center
      boxSize="12"
      flexShrink="0"
      borderRadius="xl"
      bg="brand.icon"
      color="brand.iconContrast"
      aria-hidden="true"
      {...props}
    >
      <Icon size="lg">
        <IconComponent strokeWidth={1.75} />
      </Icon>
    </Center>
  );
}
