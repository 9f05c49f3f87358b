import { Badge, HStack, Icon, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { AdminSection } from '@/components/admin/ui/admin-section';
import type { SetupStep } from '../hooks/use-setup-steps';

/** « Mise en route »: what a new shop still has to fill in, and what its site shows meanwhile. */
export function SetupChecklist({ steps }: { steps: readonly SetupStep[] }) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const samples = steps.filter((step) => !step.done && step.sample).length;
  return (
    <AdminSection
      title="Mise en route de votre site"
      description={
        samples > 0
          ? 'Tant que ces étapes manquent, vos visiteurs voient des contenus d’exemple, signalés «\u00a0Exemple\u00a0» et «\u00a0Site en préparation\u00a0».'
          : 'Encore quelques informations pour que votre site soit complet.'
      }
    >
      <Stack gap="4">
        <Progress.Root value={Math.round((done / steps.length) * 100)} size="sm" colorPalette="brand">
          <Progress.Label fontSize="sm" mb="1">{`${done} sur ${steps.length} étapes faites`}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <List.Root listStyleType="none" gap="2" aria-label="Étapes de mise en route">
          {steps.map((step) => (
            <List.Item key={step.label}>
              <HStack gap="3" align="start">
                <Icon size="md" color={step.done ? 'green.fg' : 'fg.muted'} mt="0.5">
                  {step.done ? <CircleCheck aria-label="Fait" /> : <CircleDashed aria-label="À faire" />}
                </Icon>
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Link asChild fontWeight="medium" color={step.done ? 'fg.muted' : 'fg'}>
                      <RouterLink to={step.to}>{step.label}</RouterLink>
                    </Link>
                    {!step.done && step.sample && (
                      <Badge colorPalette="orange" variant="subtle">
                        Exemple en ligne
                      </Badge>
                    )}
                  </HStack>
                  {!step.done && step.sample && (
                    <Text fontSize="sm" color="fg.muted">{`Votre site affiche ${step.sample}.`}</Text>
                  )}
                </Stack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </AdminSection>
  );
}
