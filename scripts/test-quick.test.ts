import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { workspacesFor as untyped } from './test-quick.mjs';

const workspacesFor = untyped as (paths: string[]) => string[];

describe('test:quick', () => {
  it('typechecks the workspaces a change touches, and every workspace for a change in core', () => {
    expect(workspacesFor(['web/src/app/router.tsx', 'README.md'])).toEqual(['web']);
    expect(workspacesFor(['functions/src/index.ts', 'scripts/size.mjs'])).toEqual(['functions', 'tests']);
    expect(workspacesFor(['core/src/model/refs.ts'])).toEqual(['core', 'web', 'functions', 'tests']);
    expect(workspacesFor(['docs/testing.md', 'firestore.rules'])).toEqual([]);
  });
});
