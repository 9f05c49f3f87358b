import { momentIn, type LocalMoment } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useRenderEnvironment } from '@/lib/render-context';

/**
 * The shop's current date and time (Paris), refreshed every minute. A server-rendered page first
 * shows the server's moment, so that hydration matches, then the browser's.
 */
export function useNow(): LocalMoment {
  const { renderedAt } = useRenderEnvironment();
  const [now, setNow] = useState(() => momentIn(renderedAt ?? new Date()));
  useEffect(() => {
    const tick = () => setNow(momentIn(new Date()));
    const catchUp = renderedAt ? setTimeout(tick, 0) : undefined;
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [renderedAt]);
  return now;
}
