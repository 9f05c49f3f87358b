/** One email, ready to hand to a provider: every header value already stripped of CR/LF. */
export interface EmailMessage {
  from: string;
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
  send(message: EmailMessage): Promise<void>;
}

/** Without a provider key: each email is written to the log instead of being sent. */
export function loggingMailer(log: (message: EmailMessage) => void): Mailer {
  return {
    delivers: false,
    send: (message) => {
      log(message);
      return Promise.resolve();
    },
  };
}
