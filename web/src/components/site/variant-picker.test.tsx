import { productVariantSchema } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { VariantPicker } from './variant-picker';

describe('variant picker', () => {
  it('keeps each quantity of a variant’s name on one line', async () => {
    const variants = ['Pot de 500 g', 'Bouteille de 75 cl'].map((name, index) =>
      productVariantSchema.parse({ id: `v${index}`, name, price: 5 }),
    );
    renderWithServices(
      <VariantPicker variants={variants} selectedId="v0" onSelect={() => undefined} />,
      await createTestServices({ seed: false }),
    );
    const names = screen.getAllByText(/^(Pot|Bouteille) de/, { normalizer: (text) => text });
    expect(names.map((name) => name.textContent)).toEqual(['Pot de 500\u00a0g', 'Bouteille de 75\u00a0cl']);
  });
});
