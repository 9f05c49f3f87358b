import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@comptoir/core';

function roleLabel(account: DemoAccount): string {
  return account.ownsSite ? `propriétaire de «\u00a0${account.ownsSite}\u00a0»` : 'administrateur';
}

/** The demo accounts, shown on the login page outside production. */
export function DemoAccountsHint({ onPick }: { onPick(email: string, password: string): void }) {
  return (
    <Box as="section" aria-labelledby="demo-accounts" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
      <Text id="demo-accounts" fontWeight="semibold" fontSize="sm" mb="2">
        Comptes de démonstration
      </Text>
      <Stack as="ul" gap="1.5" listStyle="none" fontSize="sm">
        {DEMO_ACCOUNTS.map((account) => (
          <HStack as="li" key={account.uid} justify="space-between" gap="2" flexWrap="wrap">
            <Text>
              <Code>{account.email}</Code>{' '}
              <Text as="span" color="fg.muted">
                ({roleLabel(account)})
              </Text>
            </Text>
            <Button
              size="2xs"
              variant="outline"
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
              aria-label={`Utiliser le compte ${account.email}`}
            >
              Utiliser
            </Button>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="sm" mt="3">
        Mot de passe&nbsp;: <Code>{DEMO_PASSWORD}</Code>
      </Text>
    </Box>
  );
}
