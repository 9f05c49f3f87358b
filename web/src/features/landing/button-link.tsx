import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * A link styled as a button. A plain <a> for anchors (not the Chakra link, whose recipe would
 * fight the button's colours), the router's link for in-app paths.
 */
export function ButtonLink({ href, children, ...props }: ButtonLinkProps) {
  return (
    <Button asChild {...props}>
      {href.startsWith('/') ? <RouterLink to={href}>{children}</RouterLink> : <a href={href}>{children}</a>}
    </Button>
  );
}
