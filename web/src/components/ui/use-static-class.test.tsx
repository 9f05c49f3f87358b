import { Box, ChakraProvider, type SystemStyleObject } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSystem } from '@/components/admin/ui/admin-system';
import { useStaticClass } from './use-static-class';

const linkStyles = {
  display: 'flex',
  gap: '3',
  px: { base: '3', md: '4' },
  color: 'fg.muted',
  _hover: { bg: 'bg.muted' },
  _currentPage: { fontWeight: 'semibold' },
  focusRing: 'outside',
} satisfies SystemStyleObject;

function Static({ styles, label }: { styles: SystemStyleObject; label: string }) {
  return <span className={useStaticClass(styles)}>{label}</span>;
}

function withCache(key: string) {
  const cache = createCache({ key });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <CacheProvider value={cache}>
      <ChakraProvider value={adminSystem}>{children}</ChakraProvider>
    </CacheProvider>
  );
  return { cache, wrapper };
}

/** The CSS text Emotion wrote into the page for this cache. */
const rulesOf = (cache: EmotionCache) => cache.sheet.tags.map((tag) => tag.textContent).join('\n');

describe('useStaticClass', () => {
  it('gives the class a Chakra element with the same style props gets, with its rules in the page', () => {
    const { cache, wrapper } = withCache('static-a');
    render(
      <>
        <Static styles={linkStyles} label="statique" />
        <Box {...linkStyles}>chakra</Box>
      </>,
      { wrapper },
    );
    const name = screen.getByText('statique').className;
    expect(name).toMatch(/^static-a-\w+$/);
    expect(screen.getByText('chakra')).toHaveClass(name);
    const rules = rulesOf(cache);
    expect(rules).toContain(
      `.${name}{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;gap:var(--ck-spacing-3);`,
    );
    expect(rules).toContain(`.${name}[aria-current=page]{font-weight:var(--ck-font-weights-semibold);}`);
    expect(rules).toContain(`@media screen and (min-width: 48rem){.${name}{padding-inline:var(--ck-spacing-4);}}`);
  });

  it('keeps one class per style object, and different objects apart', () => {
    const { wrapper } = withCache('static-b');
    const other = { ...linkStyles, color: 'fg' } satisfies SystemStyleObject;
    const { rerender } = render(
      <>
        <Static styles={linkStyles} label="un" />
        <Static styles={linkStyles} label="deux" />
        <Static styles={other} label="autre" />
      </>,
      { wrapper },
    );
    const first = screen.getByText('un').className;
    expect(screen.getByText('deux').className).toBe(first);
    expect(screen.getByText('autre').className).not.toBe(first);
    rerender(<Static styles={linkStyles} label="un" />);
    expect(screen.getByText('un').className).toBe(first);
  });

  it('inserts the rules into each Emotion cache it is drawn with', () => {
    const first = withCache('static-c');
    const { unmount } = render(<Static styles={linkStyles} label="premier" />, { wrapper: first.wrapper });
    const name = screen.getByText('premier').className.replace('static-c-', '');
    unmount();
    const second = withCache('static-d');
    render(<Static styles={linkStyles} label="second" />, { wrapper: second.wrapper });
    expect(screen.getByText('second')).toHaveClass(`static-d-${name}`);
    expect(rulesOf(second.cache)).toContain(`.static-d-${name}{display:-webkit-box;`);
    expect(rulesOf(second.cache).replaceAll('static-d-', '')).toBe(rulesOf(first.cache).replaceAll('static-c-', ''));
  });
});
