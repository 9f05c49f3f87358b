/** The platform's sender where none is configured (the sandbox, the emulators). */
export const DEFAULT_PLATFORM_SENDER = 'notifications@comptoir.fr';

/** A sender: the platform's verified address, under a display name (the shop's name). */
export interface EmailSender {
  name: string;
  email: string;
}

/** How a sender reads in a log: `Épicerie du Marché <notifications@comptoir.fr>`. */
export function formatSender({ name, email }: EmailSender): string {
  return name ? `${name} <${email}>` : email;
}

/** One email, ready to hand to a provider: every header value already stripped of CR/LF. */
export interface EmailMessage {
  from: EmailSender;
  to: string[];
  /** The visitor's validated address, so the merchant answers them directly. */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Where emails go: SendGrid in production, a log in the emulators and the sandbox. */
export interface Mailer {
  /** False when nothing leaves the machine: the notification is recorded as 'logged', not 'sent'. */
  readonly delivers: boolean;
  /**
   * The platform's verified address: every email goes from it, under the shop's name, so owners
   * never choose a sender and every email passes the provider's and the receivers' checks.
   */
  readonly sender: string;
  send(message: EmailMessage): Promise<void>;
}

/** Without a provider key: each email is written to the log instead of being sent. */
export function loggingMailer(log: (message: EmailMessage) => void, sender = DEFAULT_PLATFORM_SENDER): Mailer {
  return {
    delivers: false,
    sender,
    send: (message) => {
      log(message);
      return Promise.resolve();
    },
  };
}
