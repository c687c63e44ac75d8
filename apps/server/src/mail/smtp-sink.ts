import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink received, decoded enough to read a code from. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Everything received so far, oldest first. */
  messages: CapturedMail[];
  /** The oldest message to `address` not yet taken, waiting up to `timeoutMs` for one to arrive. */
  nextMailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
  /** Stops accepting messages (they wait, as on a slow mail server) until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * An in-process SMTP server that keeps what it is sent, so tests can follow a
 * sign-up through the real mail path. Development and tests only.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  let held: Promise<void> | undefined;

  const server = new SMTPServer({
    // Plain local SMTP: no TLS upgrade or login for the client to negotiate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (held ?? Promise.resolve()).then(() => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          messages.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
          for (const wake of waiters) wake();
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function take(address: string): CapturedMail | undefined {
    const found = messages.find((mail) => !taken.has(mail) && mail.to.includes(address.toLowerCase()));
    if (found) taken.add(found);
    return found;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMailTo(address, timeoutMs = 10_000) {
      const ready = take(address);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = take(address);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${address} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one-time code in a message: its first run of exactly six digits. */
export function codeIn(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No six-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** Headers and a single-part text body, as nodemailer writes them. */
export function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  return { subject: decodeWords(headers.get('subject') ?? ''), text: decodeBody(body, encoding).replace(/\r\n/g, '\n').trimEnd() };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

// RFC 2047 encoded words, which nodemailer uses for non-ASCII subjects.
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
