import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface SmartLinkProps extends Omit<LinkProps, 'href'> {
  href: string;
  isExternal?: boolean;
}

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

/** In-app paths go through the router; external links open in a new tab; anchors stay plain. */
export function SmartLink({ href, isExternal, children, ...props }: SmartLinkProps) {
  if (isExternal || isExternalHref(href)) {
    return (
      <ChakraLink href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </ChakraLink>
    );
  }
  if (href.startsWith('/')) {
    return (
      <ChakraLink asChild {...props}>
        <RouterLink to={href}>{children}</RouterLink>
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} {...props}>
      {children}
    </ChakraLink>
  );
}
