import { Accordion, List, Text } from '@chakra-ui/react';

const STEPS = [
  'Dans la console Firebase, ouvrez Hosting puis «\u00a0Ajouter un domaine personnalisé\u00a0» et saisissez votre domaine (puis sa variante www.).',
  'Chez votre registraire (OVH, Gandi, Ionos…), ajoutez l’enregistrement TXT de vérification indiqué par Firebase, puis les enregistrements A qu’il affiche.',
  'Attendez la propagation DNS et la création automatique du certificat SSL\u00a0: de quelques minutes à 24 heures.',
  'Créez ici le mapping du domaine vers le site\u00a0: les visiteurs de cette adresse verront directement la boutique.',
];

/** How to connect a custom domain on Firebase Hosting. */
export function SetupInstructions() {
  return (
    <Accordion.Root collapsible variant="enclosed" defaultValue={[]}>
      <Accordion.Item value="setup">
        <Accordion.ItemTrigger>
          <Text flex="1" fontWeight="semibold">
            Comment connecter un domaine personnalisé&nbsp;?
          </Text>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            <List.Root as="ol" gap="2" ps="5">
              {STEPS.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
