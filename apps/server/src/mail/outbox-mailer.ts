import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailLog, Mailer, OutgoingMail } from './mailer.ts';

export const OUTBOX_DIR = 'outbox';

/**
 * Stands in for a mail server when none is configured: each message becomes a
 * readable text file in `<dataDir>/outbox/` and, when `logCodes`, its code goes to the log.
 */
export function outboxMailer(dataDir: string, log: MailLog, logCodes = false): Mailer {
  const outbox = path.join(dataDir, OUTBOX_DIR);
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Sortable by time, unique within the same millisecond.
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`);
      await writeFile(file, formatMail(mail), { mode: 0o600 });
      log.info(
        { to: mail.to, subject: mail.subject, file, ...(mail.code && logCodes ? { code: mail.code } : {}) },
        'No SMTP_URL set: mail written to the outbox',
      );
    },
    close() {},
  };
}

function formatMail({ to, subject, text }: OutgoingMail): string {
  return `To: ${to}\nSubject: ${subject}\nDate: ${new Date().toUTCString()}\n\n${text}\n`;
}
