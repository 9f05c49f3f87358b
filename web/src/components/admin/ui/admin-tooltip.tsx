import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface AdminTooltipProps {
  content: ReactNode;
  children: ReactElement;
  placement?: 'top' | 'right' | 'bottom' | 'left';
  disabled?: boolean;
}

/**
 * Back-office tooltip: opens after 700 ms; moving to a neighbour within 300 ms opens it at once
 * (Ark skips the delay while another tooltip is still open).
 */
export function AdminTooltip({ content, children, placement = 'top', disabled = false }: AdminTooltipProps) {
  if (disabled) return children;
  return (
    <Tooltip.Root openDelay={700} closeDelay={300} positioning={{ placement }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
