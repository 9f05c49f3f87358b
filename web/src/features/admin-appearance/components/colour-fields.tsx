import { SimpleGrid } from '@chakra-ui/react';
import type { Appearance, appearanceSchema } from '@comptoir/core';
import { Controller, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { ColourField } from './colour-field';

const COLOURS = [
  {
    name: 'primaryColor',
    label: 'Couleur principale',
    helper: 'Le contour de l’élément sélectionné au clavier et l’indicateur de chargement.',
  },
  {
    name: 'primaryHoverColor',
    label: 'Fond picto',
    helper: 'Le fond des pictogrammes (points forts, valeurs, étapes de votre histoire).',
  },
  {
    name: 'secondaryColor',
    label: 'Couleur secondaire (foncée)',
    helper: 'Les boutons principaux, le pied de page, les prix, les petits titres et la page ouverte du menu.',
  },
  {
    name: 'accentColor',
    label: 'Couleur d’accent (fond clair)',
    helper: 'Les fonds clairs\u00a0: bandeau d’accueil sans image, fonds des photos de produits, sélections.',
  },
] as const;

export interface ColourFieldsProps {
  control: Control<z.input<typeof appearanceSchema>, unknown, Appearance>;
  initial: Appearance;
}

/** The four colour pickers ('fond picto' is primaryHoverColor). */
export function ColourFields({ control, initial }: ColourFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
      {COLOURS.map(({ name, label, helper }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <ColourField label={label} helper={helper} value={field.value ?? initial[name]} onChange={field.onChange} />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
