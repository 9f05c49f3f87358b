import type { FunctionsPort } from '@comptoir/core';

/** The test email goes to the stored merchant addresses; resolves with how many received it. */
export async function sendTestEmail(functions: FunctionsPort, siteId: string): Promise<number> {
  return (await functions.call('sendTestEmail', { siteId })).recipients;
}
