import { Grid, Stack, chakra, type GridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormGroupProps {
  legend: string;
  /** Where the fields go two by two (one column on phones). */
  twoColumnsFrom?: 'sm' | 'md';
  children: ReactNode;
}

/** A titled set of fields of a visitor form: a fieldset whose legend names them. */
export function FormGroup({ legend, twoColumnsFrom = 'md', children }: FormGroupProps) {
  const columns: GridProps['templateColumns'] = { base: '1fr', [twoColumnsFrom]: '1fr 1fr' };
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontFamily="heading" fontSize="lg" fontWeight="semibold" mb="4" p="0">
        {legend}
      </chakra.legend>
      <Grid templateColumns={columns} gap="5">
        {children}
      </Grid>
    </chakra.fieldset>
  );
}

/** A visitor form's fieldsets, under the line saying that the fields with an asterisk are required. */
export function FormGroups({ children }: { children: ReactNode }) {
  return (
    <>
      <chakra.p fontSize="sm" color="fg.muted">
        Les champs marqués d’un astérisque (*) sont obligatoires.
      </chakra.p>
      <Stack gap="8">{children}</Stack>
    </>
  );
}
