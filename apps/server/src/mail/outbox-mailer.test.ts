import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';
import { OUTBOX_DIR } from './outbox-mailer.ts';

describe('the outbox used when no SMTP_URL is set', () => {
  it('writes each message as a readable file and logs its code', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const logged: object[] = [];
    const mailer = createMailer({ dataDir, from: 'x@example.com', log: { info: (details) => logged.push(details) }, logCodes: true });

    await mailer.send({ to: 'pat@example.com', subject: 'Your code', text: 'Your code is 123456', code: '123456' });
    await mailer.send({ to: 'sam@example.com', subject: 'Hello', text: 'No code here' });

    // Two messages sent within one millisecond have names in no particular order: each is found by its text.
    const files = readdirSync(path.join(dataDir, OUTBOX_DIR)).map((name) => path.join(dataDir, OUTBOX_DIR, name));
    expect(files).toHaveLength(2);
    const withCode = files.find((file) => readFileSync(file, 'utf8').startsWith('To: pat@example.com'));
    expect(withCode).toBeDefined();
    const first = readFileSync(withCode!, 'utf8');
    expect(first).toMatch(/^To: pat@example.com\nSubject: Your code\n/);
    expect(first).toContain('\n\nYour code is 123456\n');
    expect(statSync(withCode!).mode & 0o777).toBe(0o600);
    expect(logged[0]).toMatchObject({ to: 'pat@example.com', code: '123456' });
    expect(logged[1]).not.toHaveProperty('code');
  });

  it('never writes codes to the log in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
      const logged: object[] = [];
      const mailer = createMailer({ dataDir, from: 'x@example.com', log: { info: (details) => logged.push(details) } });
      await mailer.send({ to: 'pat@example.com', subject: 'Your code', text: 'Your code is 123456', code: '123456' });
      expect(logged).toHaveLength(1);
      expect(JSON.stringify(logged)).not.toContain('123456');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
