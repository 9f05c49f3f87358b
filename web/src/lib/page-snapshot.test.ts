import { describe, expect, it } from 'vitest';
import { SNAPSHOT_ID, decodeSnapshot, encodeSnapshot, readPageSnapshot } from './page-snapshot';

const AT = new Date('2026-11-25T10:30:00Z');
const PLATFORM = { origin: 'https://comptoir.fr', hosts: ['comptoir.fr'], local: false };

describe('page snapshot', () => {
  it('carries successful reads with their dates, and leaves failures out', () => {
    const json = encodeSnapshot(
      AT,
      [
        [
          'doc:sites/a',
          { status: 'success', data: { name: 'A', updatedAt: new Date('2026-01-02T03:04:05Z'), tags: ['x'] } },
        ],
        ['doc:sites/b', { status: 'error', error: new Error('refused') }],
      ],
      PLATFORM,
      { '0': null },
    );
    const snapshot = decodeSnapshot(json);
    expect(snapshot.renderedAt).toBe(AT.toISOString());
    expect(snapshot.platform).toEqual(PLATFORM);
    expect(snapshot.loaderData).toEqual({ '0': null });
    expect(snapshot.entries).toEqual([
      ['doc:sites/a', { name: 'A', updatedAt: new Date('2026-01-02T03:04:05Z'), tags: ['x'] }],
    ]);
  });

  it('can sit in a script element whatever the content', () => {
    const name = '</script><!-- <script>alert(1)</script> \u2028\u2029 & >';
    const json = encodeSnapshot(AT, [['k', { status: 'success', data: { name } }]], PLATFORM, {});
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(decodeSnapshot(json).entries[0]?.[1]).toEqual({ name });
  });

  it('is read from the page, and a page without one (or a broken one) renders as before', () => {
    expect(readPageSnapshot()).toBeNull();
    const element = document.createElement('script');
    element.id = SNAPSHOT_ID;
    element.type = 'application/json';
    element.textContent = encodeSnapshot(AT, [['k', { status: 'success', data: 1 }]], PLATFORM, {});
    document.body.append(element);
    expect(readPageSnapshot()?.entries).toEqual([['k', 1]]);
    element.textContent = '{broken';
    expect(readPageSnapshot()).toBeNull();
    element.remove();
  });
});
