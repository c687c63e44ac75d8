import type { Mailer, OutgoingMail } from './mailer.ts';

export interface BackgroundMailLog {
  error(details: object, message: string): void;
}

/** How long closing waits for mail still being handed to the mail server. */
const MAIL_DRAIN_MS = 5_000;

/**
 * Hands mail to `mailer` after the request that sent it has been answered.
 * A mail server takes a quarter of a second or more to accept a message, and
 * only requests about a real account send one: answered inside the request,
 * that delay would tell anyone which addresses have accounts. A failure is
 * logged (the account's owner can ask for another code); closing waits for
 * what is under way, up to {@link MAIL_DRAIN_MS}.
 */
export function backgroundMailer(mailer: Mailer, log: BackgroundMailLog): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send(mail: OutgoingMail) {
      const sending = mailer
        .send(mail)
        .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'account mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return Promise.resolve();
    },
    async close() {
      const drained = Promise.allSettled([...pending]);
      const timeout = new Promise((resolve) => setTimeout(resolve, MAIL_DRAIN_MS).unref());
      await Promise.race([drained, timeout]);
      await mailer.close();
    },
  };
}
