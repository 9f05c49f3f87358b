import { loggingMailer, type EmailMessage, type Mailer } from '@comptoir/core';
import sendgrid from '@sendgrid/mail';
import { emailLogged } from './logs';

interface SendGridError {
  message?: string;
  response?: { body?: { errors?: { message?: string }[] } };
}

/** SendGrid's own explanation ("The from address does not match a verified Sender Identity") when it gives one. */
export function sendGridErrorMessage(error: unknown): string {
  const details = (error as SendGridError).response?.body?.errors
    ?.map((entry) => entry.message)
    .filter((message): message is string => Boolean(message));
  if (details?.length) return details.join('\u00a0; ');
  return (error as SendGridError).message ?? String(error);
}

/**
 * SendGrid when a key is configured, always from the platform's verified sender; otherwise
 * (emulators) every email is logged, not sent.
 */
export function createMailer(apiKey: string, sender: string): Mailer {
  if (!apiKey) return loggingMailer(emailLogged, sender);
  sendgrid.setApiKey(apiKey);
  return {
    delivers: true,
    sender,
    async send(email: EmailMessage) {
      try {
        await sendgrid.send({
          from: { email: sender, name: email.from.name },
          to: email.to,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      } catch (error) {
        throw new Error(sendGridErrorMessage(error));
      }
    },
  };
}
