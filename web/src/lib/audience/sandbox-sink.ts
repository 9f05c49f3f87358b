/** Where a beacon goes: the function, or in the sandbox the local services (`window.comptoirAudience`). */
export type SendBeacon = (body: string) => void;

/** Fired once the sandbox's local services can count (they load after the page). */
export const LOCAL_AUDIENCE_READY = 'comptoir:audience-ready';

declare global {
  interface Window {
    /** The sandbox counts locally, the same way (create-local-services). */
    comptoirAudience?: SendBeacon;
  }
}

/** The sandbox's local counter, once its services have started. */
export const localSink = (): Promise<SendBeacon> =>
  new Promise((resolve) => {
    const ready = () => window.comptoirAudience && resolve(window.comptoirAudience);
    if (!ready()) window.addEventListener(LOCAL_AUDIENCE_READY, ready, { once: true });
  });
