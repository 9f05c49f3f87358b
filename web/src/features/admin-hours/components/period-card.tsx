import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatFrenchDate, periodCovers, periodVisibility, type PeriodVisibility } from '@comptoir/core';
import { Clock } from 'lucide-react';
import { DeleteButton, EditButton, SMALL_TOUCH_BUTTON as TOUCH } from '@/components/admin/ui/item-action-buttons';
import type { SpecialPeriodEntity } from '@/components/admin/special-periods/use-special-periods';
import { periodDates } from './period-dates';

export interface PeriodCardProps {
  period: SpecialPeriodEntity;
  /** YYYY-MM-DD, Paris time: the period is 'Actif' when it covers it. */
  today: string;
  /** Left out for a closure: it has no hours to manage. */
  onManage?: () => void;
  onEdit(): void;
  onDelete(): void;
}

const since = (from: string, today: string) => (from <= today ? 'maintenant' : `à partir du ${formatFrenchDate(from)}`);

/** Where visitors see the period: the contact page six months ahead, the home page two. */
function visibilityText({ past, contactFrom, homeFrom, until }: PeriodVisibility, today: string): string {
  if (past) return 'Elle n’est plus affichée sur le site.';
  return `Affichée sur la page Contact ${since(contactFrom, today)} et sur l’accueil ${since(homeFrom, today)}, jusqu’au ${formatFrenchDate(until)}.`;
}

/** A special period: title, badges, dates in French, description and its actions. */
export function PeriodCard({ period, today, onManage, onEdit, onDelete }: PeriodCardProps) {
  const active = periodCovers(period, today);
  const visibility = periodVisibility(period, today);
  return (
    <Card.Root as="li" size="sm" variant="outline" borderColor={active ? 'brand.solid' : undefined}>
      <Card.Body gap="3">
        <Flex gap="2" align="flex-start" justify="space-between">
          <Stack gap="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="sm">
                {period.title}
              </Heading>
              {active && <Badge colorPalette="green">Actif</Badge>}
              {visibility.past && <Badge>Passée</Badge>}
              {period.isPeriodClosed && <Badge colorPalette="red">Fermé</Badge>}
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {periodDates(period)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {visibilityText(visibility, today)}
            </Text>
          </Stack>
          <HStack gap="0" flexShrink={0} mt={{ base: '-2', md: '-1' }} me={{ base: '-2', md: '-1' }}>
            <EditButton {...TOUCH} label={`Modifier «\u00a0${period.title}\u00a0»`} onClick={onEdit} />
            <DeleteButton {...TOUCH} label={`Supprimer «\u00a0${period.title}\u00a0»`} onClick={onDelete} />
          </HStack>
        </Flex>
        {period.description && (
          <Text fontSize="sm" lineClamp={3}>
            {period.description}
          </Text>
        )}
        {onManage && (
          <Button
            variant="outline"
            {...TOUCH}
            mt="auto"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            onClick={onManage}
            aria-label={`Gérer les horaires de «\u00a0${period.title}\u00a0»`}
          >
            <Clock aria-hidden="true" />
            Gérer les horaires
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
