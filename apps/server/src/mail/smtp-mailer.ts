import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server named by an smtp:// or smtps:// URL (credentials and options may ride in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
