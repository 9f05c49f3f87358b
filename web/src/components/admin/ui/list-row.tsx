import { Flex, type FlexProps } from '@chakra-ui/react';

export interface ListRowProps extends FlexProps {
  /** From this breakpoint up the row's parts sit side by side; below, they stack. */
  rowFrom?: 'sm' | 'md';
}

/** One bordered row of a back-office list (domains, accounts…), as an `li`. */
export function ListRow({ rowFrom = 'sm', children, ...props }: ListRowProps) {
  return (
    <Flex
      as="li"
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      direction={{ base: 'column', [rowFrom]: 'row' }}
      align={{ [rowFrom]: 'center' }}
      {...props}
    >
      {children}
    </Flex>
  );
}
