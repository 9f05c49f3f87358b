/** The hosts the platform itself answers on, and its own address. */
export interface Platform {
  /** The platform's canonical address ('https://comptoir.fr'): what any host it does not know is given. */
  origin: string;
  /** Host names that are the platform's own (no port): its address's, its Hosting domains. */
  hosts: readonly string[];
  /** The emulators and the sandbox: loopback hosts are the platform's, a visited port and `http` are kept. */
  local: boolean;
}

const LOOPBACK = ['localhost', '127.0.0.1'];

/**
 * The platform of a deployment: its public address (`APP_URL`) and the Hosting domains of its
 * project (`<project>.web.app`, `<project>.firebaseapp.com`).
 */
export function platformOf(config: { appUrl: string; projectId: string | null; local: boolean }): Platform {
  const app = new URL(config.appUrl);
  const project = config.projectId?.toLowerCase();
  const hosting = project ? [`${project}.web.app`, `${project}.firebaseapp.com`] : [];
  return { origin: app.origin, hosts: [...new Set([app.hostname, ...hosting])], local: config.local };
}

/** Whether a host name (lowercase, no port) is the platform's own; a preview channel counts as its site. */
export function isPlatformHost(hostname: string, platform: Platform): boolean {
  if (platform.local && LOOPBACK.includes(hostname)) return true;
  if (platform.hosts.includes(hostname)) return true;
  const preview = /^([a-z0-9-]+?)--[a-z0-9-]+\.web\.app$/.exec(hostname);
  return preview !== null && platform.hosts.includes(`${preview[1]}.web.app`);
}
