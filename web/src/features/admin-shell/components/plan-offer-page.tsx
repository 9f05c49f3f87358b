import { Button, Center, Icon, Stack, Text } from '@chakra-ui/react';
import { PLAN_LABELS, planOffer, type PlanFeature, type PlanId } from '@comptoir/core';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { screenPaths } from '@/config/admin-screens';

export interface PlanOfferPageProps {
  /** The screen's name in the sidebar. */
  label: string;
  feature: PlanFeature;
  plan: PlanId;
}

/** A screen outside the site's plan: which plan has it, and who can add it. Nothing is read or written. */
export function PlanOfferPage({ label, feature, plan }: PlanOfferPageProps) {
  const { role } = useSignedInUser();
  return (
    <AdminPage title={label}>
      <Center borderWidth="1px" borderStyle="dashed" borderRadius="xl" py="16" px="6">
        <Stack align="center" textAlign="center" gap="3" maxW="md">
          <Icon size="xl" color="fg.muted" aria-hidden="true">
            <Lock />
          </Icon>
          <Text fontSize="lg" fontWeight="semibold">
            {planOffer(feature)}
          </Text>
          <Text color="fg.muted">{`Formule actuelle du site\u00a0: ${PLAN_LABELS[plan]}.`}</Text>
          {role === 'admin' ? (
            <Button asChild colorPalette="brand" variant="outline">
              <Link to={screenPaths.sites}>{'Changer la formule dans «\u00a0Sites\u00a0»'}</Link>
            </Button>
          ) : (
            <Text color="fg.muted">Pour l’ajouter, contactez l’équipe Comptoir.</Text>
          )}
        </Stack>
      </Center>
    </AdminPage>
  );
}
