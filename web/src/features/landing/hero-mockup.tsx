import { Box } from '@chakra-ui/react';
import { useId } from 'react';
import { MockupBrowser } from './mockup-browser';
import { MockupDefs, type MockupIds } from './mockup-parts';
import { MockupPhone } from './mockup-phone';
import { MockupToast } from './mockup-toast';

const SHADOW = 'drop-shadow(0 24px 32px rgb(31 58 31 / 0.12))';

/** SVG ids must be unique in the page, and React's ids contain characters url(#…) does not accept. */
function useMockupIds(): MockupIds {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return { gradient: `${id}-gradient` };
}

/**
 * A shop's site on a computer and a phone, drawn in SVG: a product picture that costs no request
 * and stays sharp. Decorative; the same story is told in text by the sections below.
 */
export function HeroMockup() {
  return (
    <Box
      aria-hidden="true"
      w="full"
      pt={{ base: '8', md: '12' }}
      position="relative"
      _before={{
        content: '""',
        position: 'absolute',
        inset: '10% -10% -5%',
        bgImage: 'radial-gradient(closest-side, var(--ck-colors-brand-subtle), transparent)',
        zIndex: '0',
      }}
    >
      <Box display={{ base: 'block', md: 'none' }} position="relative" maxW="18rem" mx="auto" filter={SHADOW}>
        <PhoneOnly />
      </Box>
      <Box display={{ base: 'none', md: 'block' }} position="relative" filter={SHADOW}>
        <Desktop />
      </Box>
    </Box>
  );
}

function Desktop() {
  const ids = useMockupIds();
  return (
    <svg viewBox="0 0 944 590" width="100%" role="presentation" focusable="false">
      <MockupDefs ids={ids} />
      <MockupBrowser ids={ids} x={24} y={24} />
      <MockupPhone ids={ids} x={700} y={118} />
      <MockupToast
        x={4}
        y={500}
        width={236}
        glyph="check"
        title="Horaires mis à jour"
        detail="Visibles tout de suite sur votre site"
      />
      <MockupToast
        x={712}
        y={36}
        width={222}
        glyph="image"
        title="Photo convertie en WebP"
        detail="2,4 Mo → 180 Ko · 1200 px"
      />
    </svg>
  );
}

function PhoneOnly() {
  const ids = useMockupIds();
  return (
    <svg viewBox="0 0 276 500" width="100%" role="presentation" focusable="false">
      <MockupDefs ids={ids} />
      <MockupPhone ids={ids} x={30} y={14} />
      <MockupToast
        x={0}
        y={380}
        width={214}
        glyph="check"
        title="Horaires mis à jour"
        detail="Visibles tout de suite"
      />
    </svg>
  );
}
