import { momentIn, type LocalMoment } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useRenderEnvironment } from '@/lib/render-context';

/**
 * `pick` of the shop's current moment (Paris), refreshed every minute: a component is drawn again
 * only when what it picked changes. A server-rendered page first shows the server's moment, so
 * that hydration matches, then the browser's. `pick` must be the same function at every render.
 */
function useMoment<T>(pick: (moment: LocalMoment) => T): T {
  const { renderedAt } = useRenderEnvironment();
  const [value, setValue] = useState(() => pick(momentIn(renderedAt ?? new Date())));
  useEffect(() => {
    const tick = () => setValue(pick(momentIn(new Date())));
    const catchUp = renderedAt ? setTimeout(tick, 0) : undefined;
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [renderedAt, pick]);
  return value;
}

const whole = (moment: LocalMoment) => moment;
const dateOf = (moment: LocalMoment) => moment.date;

/** The shop's current date and time, refreshed every minute. */
export const useNow = (): LocalMoment => useMoment(whole);

/** The shop's current date (YYYY-MM-DD): a page that needs no more is not drawn again every minute. */
export const useToday = (): string => useMoment(dateOf);
