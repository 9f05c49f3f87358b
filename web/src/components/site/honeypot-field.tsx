import { Box } from '@chakra-ui/react';
import { useState } from 'react';

/** A form field people never see nor reach: robots that fill every field give themselves away. */
export function useHoneypot() {
  const [value, setValue] = useState('');
  return { value, setValue, caught: value !== '', clear: () => setValue('') };
}

export type Honeypot = ReturnType<typeof useHoneypot>;

export function HoneypotField({ honeypot }: { honeypot: Honeypot }) {
  return (
    <Box position="absolute" left="-9999px" aria-hidden="true">
      <label>
        Site web
        <input
          tabIndex={-1}
          autoComplete="off"
          value={honeypot.value}
          onChange={(event) => honeypot.setValue(event.target.value)}
        />
      </label>
    </Box>
  );
}
