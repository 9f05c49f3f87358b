import { momentIn, type LocalMoment } from '@comptoir/core';
import { useEffect, useState } from 'react';

/** The shop's current date and time (Paris), refreshed every minute. */
export function useNow(): LocalMoment {
  const [now, setNow] = useState(() => momentIn(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(momentIn(new Date())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
