import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Entity, teamMemberSchema } from '@comptoir/core';
import { SafeImage } from '@/components/layout/safe-image';
import { EmptyState } from '@/components/site/empty-state';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';

export function TeamSection({ members }: { members: readonly Entity<typeof teamMemberSchema>[] }) {
  return (
    <PageSection labelledBy="team-title">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading id="team-title" eyebrow="Les visages de la boutique" title="Notre équipe" />
        {members.length === 0 ? (
          <EmptyState title="Aucun membre d’équipe configuré pour le moment." />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '10', md: '8' }}>
            {members.map((member) => (
              <Stack as="li" key={member.id} gap="4" align="center" textAlign="center">
                <SafeImage
                  sizes="(min-width: 48em) 11rem, 10rem"
                  src={member.imageUrl}
                  alt=""
                  width={600}
                  height={600}
                  boxSize={{ base: '40', md: '44' }}
                  borderRadius="full"
                  fit="cover"
                  bg="brand.subtle"
                  borderWidth="4px"
                  borderColor="bg"
                  shadow="md"
                />
                <Stack gap="1">
                  <Heading as="h3" fontSize="xl" fontWeight="semibold">
                    {member.name}
                  </Heading>
                  {member.role && (
                    <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
                      {member.role}
                    </Text>
                  )}
                </Stack>
                {member.bio && (
                  <Text color="fg.muted" maxW="sm" textWrap="pretty">
                    {member.bio}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageSection>
  );
}
