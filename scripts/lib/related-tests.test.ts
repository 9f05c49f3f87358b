import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { relatedTests as untyped } from './related-tests.mjs';

type Related = Record<'core' | 'web' | 'functions' | 'scripts', string[]>;
const relatedTests = untyped as (root: string, files: string[], changed: string[]) => Related;

/** A small repository: two core modules behind an index, two screens behind the route table. */
const TREE: Record<string, string> = {
  'core/package.json': JSON.stringify({ exports: { '.': './src/index.ts', './money': './src/money.ts' } }),
  'core/src/index.ts': "export * from './money';\nexport * from './dates';\nexport type { Shape } from './shape';",
  'core/src/money.ts': 'export const euros = (cents: number) => `${cents / 100} €`;',
  'core/src/dates.ts': 'export function frenchDate(date: Date) { return date.toISOString(); }',
  'core/src/shape.ts': 'export interface Shape { name: string }',
  'core/src/money.test.ts': "import { euros } from './money';",
  'web/src/app/router.tsx':
    "export const routes = [() => import('@/features/events/events-page'), () => import('@/features/shop/shop-page')];",
  'web/src/testing/render.tsx': "import { routes } from '@/app/router';\nexport const renderRoute = () => routes;",
  'web/src/testing/setup.ts': "import { fake } from './fake-images';\nvoid fake;",
  'web/src/testing/fake-images.ts': 'export const fake = 1;',
  'web/src/components/price.tsx': "import { euros } from '@comptoir/core';\nexport const Price = () => euros(1);",
  'web/src/components/dialog.tsx': "export const Dialog = lazy(() => import('./dialog-body'));",
  'web/src/components/dialog-body.tsx': 'export const DialogBody = () => null;',
  'web/src/components/price.test.tsx': "import { Price } from './price';",
  'web/src/features/events/date-field.tsx':
    "import { frenchDate } from '@comptoir/core';\nimport type { Shape } from '@comptoir/core';\nexport const DateField = frenchDate;",
  'web/src/features/events/events-page.tsx':
    "import { DateField } from './date-field';\nexport const EventsPage = DateField;",
  'web/src/features/events/events-page.test.tsx': "import { renderRoute } from '@/testing/render';",
  'web/src/features/events/event-text.test.ts': "import { frenchDate } from '@comptoir/core';",
  'web/src/features/shop/shop-page.tsx':
    "import { Price } from '@/components/price';\nimport { Dialog } from '@/components/dialog';\nexport const ShopPage = Price;",
  'web/src/features/shop/shop-page.test.tsx': "import { renderRoute } from '@/testing/render';",
  'web/src/features/shop/shape.test.ts': "import type { Shape } from '@comptoir/core';",
};

function repository() {
  const root = mkdtempSync(join(tmpdir(), 'related-tests-'));
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const sources = Object.keys(TREE).filter((path) => !path.endsWith('.json'));
  return (...changed: string[]) => relatedTests(root, sources, changed);
}

describe('relatedTests', () => {
  const related = repository();

  it('opens a screen through the router only for a change the screen runs, not every screen', () => {
    expect(related('web/src/features/events/date-field.tsx').web).toEqual([
      'web/src/features/events/events-page.test.tsx',
    ]);
  });

  it('follows a name imported from an index to the module that defines it', () => {
    expect(related('core/src/money.ts')).toEqual({
      core: ['core/src/money.test.ts'],
      web: ['web/src/components/price.test.tsx', 'web/src/features/shop/shop-page.test.tsx'],
      functions: [],
      scripts: [],
    });
    expect(related('core/src/dates.ts').web).toEqual([
      'web/src/features/events/event-text.test.ts',
      'web/src/features/events/events-page.test.tsx',
    ]);
  });

  it('leaves out what is imported only as a type', () => {
    expect(related('core/src/shape.ts').web).toEqual([]);
  });

  it('treats a changed index as a change to every file that imports it', () => {
    expect(related('core/src/index.ts').web).toEqual([
      'web/src/components/price.test.tsx',
      'web/src/features/events/event-text.test.ts',
      'web/src/features/events/events-page.test.tsx',
      'web/src/features/shop/shop-page.test.tsx',
    ]);
  });

  it('follows the lazy imports of components', () => {
    expect(related('web/src/components/dialog-body.tsx').web).toEqual(['web/src/features/shop/shop-page.test.tsx']);
  });

  it('runs a whole project when its test setup or configuration changes', () => {
    const everyWebTest = Object.keys(TREE)
      .filter((path) => path.startsWith('web/') && path.includes('.test.'))
      .sort();
    expect(related('web/src/testing/fake-images.ts').web).toEqual(everyWebTest);
    expect(related('web/vitest.config.ts')).toMatchObject({ web: everyWebTest, core: [] });
    expect(related('package-lock.json')).toMatchObject({ core: ['core/src/money.test.ts'], web: everyWebTest });
  });

  it('selects nothing for a file no test runs', () => {
    expect(related('README.md', 'web/src/testing/render.tsx').core).toEqual([]);
  });
});
