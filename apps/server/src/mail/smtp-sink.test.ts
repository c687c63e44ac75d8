import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp-mailer.ts';
import { codeIn, parseMessage, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

describe('the SMTP sink', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('receives what the SMTP mailer sends, in order, per recipient', async () => {
    const mailer = smtpMailer(sink.url, 'Reports <no-reply@example.com>');
    await mailer.send({ to: 'Pat@Example.com', subject: 'First', text: 'Your code is 123456' });
    await mailer.send({ to: 'pat@example.com', subject: 'Second — with a dash', text: 'Línea con acento: 654321' });
    void mailer.close();
    const first = await sink.nextMailTo('pat@example.com');
    expect(first).toMatchObject({ subject: 'First', to: ['pat@example.com'] });
    expect(codeIn(first)).toBe('123456');
    const second = await sink.nextMailTo('pat@example.com');
    expect(second.subject).toBe('Second — with a dash');
    expect(second.text).toBe('Línea con acento: 654321');
  });

  it('waits for a message that has not arrived yet, and gives up after the timeout', async () => {
    const waiting = sink.nextMailTo('late@example.com', 5_000);
    const mailer = smtpMailer(sink.url, 'no-reply@example.com');
    await mailer.send({ to: 'late@example.com', subject: 'Late', text: 'here' });
    void mailer.close();
    expect((await waiting).subject).toBe('Late');
    await expect(sink.nextMailTo('nobody@example.com', 50)).rejects.toThrow(/No mail to nobody@example.com/);
  });
});

describe('parseMessage', () => {
  it('decodes quoted-printable bodies and folded headers', () => {
    const raw = 'Subject: A long\r\n subject\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nCaf=C3=A9 =\r\ncode 111222\r\n';
    expect(parseMessage(raw)).toEqual({ subject: 'A long subject', text: 'Café code 111222' });
  });
});
