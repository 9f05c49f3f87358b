import { Link } from '@chakra-ui/react';

export const MAIN_ID = 'contenu';

/** First focusable element of every page: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      color="fg"
      px="4"
      py="2"
      borderRadius="md"
      shadow="md"
      _focusVisible={{ top: '4' }}
    >
      Aller au contenu
    </Link>
  );
}
