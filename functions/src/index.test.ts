import { FUNCTIONS_REGION } from '@comptoir/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as functions from './index';

// The v1 Auth trigger describes itself only once it knows its project, as at deploy time.
beforeAll(() => void vi.stubEnv('GCLOUD_PROJECT', 'demo-comptoir'));

interface Endpoint {
  region?: string[];
  secretEnvironmentVariables?: { key: string }[];
  callableTrigger?: unknown;
  httpsTrigger?: unknown;
  eventTrigger?: { eventType?: string; eventFilterPathPatterns?: Record<string, string> };
}
const endpoint = (fn: unknown) => (fn as { __endpoint: Endpoint }).__endpoint;

describe('functions/index', () => {
  it('exports every function (DESIGN.md §5, deleteSite and onProspectCreated), all in the region the web client calls', () => {
    expect(Object.keys(functions).sort()).toEqual([
      'createUserAccount',
      'deleteSite',
      'onContactMessageCreated',
      'onProspectCreated',
      'onQuoteRequestCreated',
      'onUserCreated',
      'resolveSite',
      'sendTestEmail',
      'setUserRole',
      'toggleEventParticipation',
    ]);
    for (const fn of Object.values(functions)) expect(endpoint(fn).region).toEqual([FUNCTIONS_REGION]);
  });

  it('gives the SendGrid secret to the functions that email, and only to them', () => {
    const withSecret = Object.entries(functions)
      .filter(([, fn]) => endpoint(fn).secretEnvironmentVariables?.some(({ key }) => key === 'SENDGRID_API_KEY'))
      .map(([name]) => name)
      .sort();
    expect(withSecret).toEqual([
      'onContactMessageCreated',
      'onProspectCreated',
      'onQuoteRequestCreated',
      'sendTestEmail',
    ]);
  });

  it('triggers on the creation of quote requests and contact messages', () => {
    expect(endpoint(functions.onQuoteRequestCreated).eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'sites/{siteId}/quoteRequests/{requestId}' },
    });
    expect(endpoint(functions.onContactMessageCreated).eventTrigger).toMatchObject({
      eventFilterPathPatterns: { document: 'sites/{siteId}/contactMessages/{messageId}' },
    });
    expect(endpoint(functions.setUserRole).callableTrigger).toBeDefined();
    expect(endpoint(functions.resolveSite).httpsTrigger).toBeDefined();
  });
});
