import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the message carries; logged when no mail server is configured (outside production), so sign-up still works on a fresh machine. */
  code?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void | Promise<void>;
}

export interface MailLog {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without one, messages go to `<dataDir>/outbox/`. */
  smtpUrl?: string;
  dataDir: string;
  from: string;
  log: MailLog;
  /** Whether the outbox may write codes to the log; never in production (NODE_ENV=production), where the log is shared. */
  logCodes?: boolean;
}

export function createMailer({ smtpUrl, dataDir, from, log, logCodes = process.env.NODE_ENV !== 'production' }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(dataDir, log, logCodes);
}
