import type { Change, ChangeChannel } from '@comptoir/core';

/** Tells the other tabs of this origin what changed, so their pages update without a reload. */
export function broadcastChangeChannel(name = 'comptoir-sandbox'): ChangeChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    publish: (changes) => channel.postMessage(changes),
    subscribe: (handler) => {
      const listener = (event: MessageEvent<readonly Change[]>) => handler(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}
