import { describe, expect, it } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { refs } from '../model/refs';
import { EMPTY_CONTACT_FORM, contactFormSchema, toContactMessage } from '../forms/contact-form';
import { VisitorLimitError, nextVisitorQuota, submitVisitorLead } from './submit-visitor-lead';

const AT = new Date('2026-11-22T10:30:00Z');
const seconds = (n: number) => new Date(AT.getTime() + n * 1000);
const MESSAGE = {
  ...EMPTY_CONTACT_FORM,
  firstName: 'Léa',
  name: 'Dubois',
  email: 'lea@example.fr',
  subject: 'Horaires',
  message: 'Serez-vous ouverts le 24 décembre ?',
};

async function store() {
  let now = AT;
  const db = await LocalStore.open(new MemoryPersistence(), { now: () => now });
  const send = (at: Date, visitor = 'visitor-1') => {
    now = at;
    const message = toContactMessage(contactFormSchema.parse(MESSAGE));
    return submitVisitorLead(db, visitor, refs.collection('epicerie-du-marche', 'contactMessages'), message, at);
  };
  return { db, send };
}

describe('public submissions per visitor', () => {
  it('takes 3 a minute, then says when to try again; other visitors are not held back', async () => {
    const { db, send } = await store();
    for (const at of [0, 10, 20]) await send(seconds(at));
    await expect(send(seconds(30))).rejects.toEqual(new VisitorLimitError(1));
    await expect(send(seconds(30))).rejects.toThrow('Réessayez dans 1\u00a0min.');
    await expect(send(seconds(30), 'visitor-2')).resolves.toEqual(expect.any(String));
    await expect(send(seconds(70))).resolves.toEqual(expect.any(String));
    expect(await db.query('sites/epicerie-du-marche/contactMessages')).toHaveLength(5);
    expect((await db.get('visitorQuotas/visitor-1'))?.data).toMatchObject({
      minuteStart: seconds(70),
      minuteCount: 1,
      dayStart: AT,
      dayCount: 4,
      lastLead: expect.stringMatching(/^sites\/epicerie-du-marche\/contactMessages\//),
    });
  });

  it('takes 20 a day', async () => {
    const { send } = await store();
    for (let n = 0; n < 20; n += 1) await send(seconds(n * 61));
    await expect(send(seconds(20 * 61))).rejects.toThrow('Réessayez demain');
  });

  it('restarts a window only once it is surely over by the visitor’s clock', () => {
    const quota = { minuteStart: AT, minuteCount: 3, dayStart: AT, dayCount: 3, lastLead: 'x' };
    expect(nextVisitorQuota(quota, 'y', seconds(62))).toMatchObject({ allowed: false });
    expect(nextVisitorQuota(quota, 'y', seconds(66))).toMatchObject({ allowed: true, next: { minuteCount: 1 } });
  });
});
