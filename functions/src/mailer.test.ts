import { describe, expect, it } from 'vitest';
import { createMailer, sendGridErrorMessage } from './mailer';

describe('mailer', () => {
  it('logs instead of sending without a key', async () => {
    const mailer = createMailer('', 'notifications@comptoir.test');
    expect(mailer).toMatchObject({ delivers: false, sender: 'notifications@comptoir.test' });
    const from = { name: 'Épicerie', email: 'notifications@comptoir.test' };
    await expect(
      mailer.send({ from, to: ['c@d.fr'], replyTo: null, subject: 'S', text: 'T', html: '<p>T</p>' }),
    ).resolves.toBeUndefined();
    expect(createMailer('SG.test', 'notifications@comptoir.test').delivers).toBe(true);
  });

  it("reports SendGrid's own explanation of a refusal", () => {
    const refusal = Object.assign(new Error('Forbidden'), {
      response: { body: { errors: [{ message: 'The from address does not match a verified Sender Identity.' }] } },
    });
    expect(sendGridErrorMessage(refusal)).toBe('The from address does not match a verified Sender Identity.');
    expect(sendGridErrorMessage(new Error('socket hang up'))).toBe('socket hang up');
  });
});
