import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { codeIn, type SmtpSink } from '../../mail/smtp-sink.ts';
import type { AccountClient } from './account-client.ts';

export interface TestAccount {
  username: string;
  name: string;
  email: string;
  password: string;
}

/** Sign-up details no other test uses. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const tag = randomBytes(4).toString('hex');
  return { username: `user_${tag}`, name: 'Pat Example', email: `pat.${tag}@example.com`, password: 'correct horse 42', ...overrides };
}

export async function signUp(client: AccountClient, account: TestAccount) {
  return client.post('/api/auth/sign-up/email', account);
}

/** Reads the code from the newest unread mail to the account and confirms the address with it. */
export async function confirmEmail(client: AccountClient, sink: SmtpSink, email: string) {
  const code = codeIn(await sink.nextMailTo(email));
  return client.post('/api/auth/email-otp/verify-email', { email, otp: code });
}

export async function signIn(client: AccountClient, account: Pick<TestAccount, 'username' | 'password'>) {
  return client.post('/api/auth/sign-in/username', { username: account.username, password: account.password });
}

/** A confirmed account and a client signed in to it. */
export async function signedInAccount(client: AccountClient, sink: SmtpSink, overrides: Partial<TestAccount> = {}) {
  const account = newAccount(overrides);
  expect((await signUp(client, account)).statusCode).toBe(200);
  expect((await confirmEmail(client, sink, account.email)).statusCode).toBe(200);
  const response = await signIn(client, account);
  expect(response.statusCode, response.body).toBe(200);
  return account;
}
