import type { AuthPort, DataPort, FunctionsPort, StoragePort } from '@comptoir/core';
import type { Mode } from '@/config/env';
import type { LiveCache } from './live-cache';

/** Everything features reach the backend through; one driver set per mode. */
export interface Services {
  mode: Mode;
  db: DataPort;
  auth: AuthPort;
  functions: FunctionsPort;
  storage: StoragePort;
  live: LiveCache;
  /** Sandbox only: forget local changes and reload the seed content. */
  resetSandbox?: () => Promise<void>;
  /** Sandbox only: add the scale seed (1,000 shops, one with years of requests) to the demo. */
  loadScaleSeed?: () => Promise<void>;
}
