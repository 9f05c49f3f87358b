import { Button } from '@chakra-ui/react';
import { Reply as ReplyIcon } from 'lucide-react';
import { replyHref, type Reply } from '../lib/reply-href';

/** 'Répondre': the owner's mail client opens on an answer to the visitor, the request quoted. */
export function ReplyButton({ reply, itemLabel }: { reply: Reply; itemLabel: string }) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand">
      <a href={replyHref(reply)} aria-label={`Répondre à ${itemLabel}`}>
        <ReplyIcon aria-hidden="true" />
        Répondre
      </a>
    </Button>
  );
}
