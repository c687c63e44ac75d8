import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { confirmCodeSchema, signInSchema, signUpSchema } from './account-schemas.ts';

/** The first message for each field, as react-hook-form shows them. */
function messages(schema: z.ZodType, values: object): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('signUpSchema', () => {
  it('requires every field with the messages of the spec', () => {
    expect(messages(signUpSchema, { username: '', name: ' ', email: '', password: '' })).toEqual({
      username: 'Username is required',
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the email and the password length', () => {
    expect(messages(signUpSchema, { username: 'pat', name: 'Pat', email: 'pat@', password: 'short' })).toEqual({
      email: 'Enter a valid email address.',
      password: 'The password must be at least 12 characters long.',
    });
  });

  it('bounds the name and the email as the server does', () => {
    const long = { username: 'pat', name: 'N'.repeat(201), email: `${'p'.repeat(250)}@example.com`, password: 'long enough password' };
    expect(messages(signUpSchema, long)).toEqual({
      name: 'Name must be at most 200 characters.',
      email: 'Email must be at most 254 characters.',
    });
    expect(messages(signUpSchema, { ...long, name: 'N'.repeat(200), email: 'pat@example.com' })).toEqual({});
  });

  it('accepts a complete account', () => {
    expect(
      messages(signUpSchema, { username: 'pat', name: 'Pat Doe', email: 'pat@example.com', password: 'long enough password' }),
    ).toEqual({});
  });
});

describe('signInSchema', () => {
  it('asks once, under the username, for a username or an email when both are empty', () => {
    expect(messages(signInSchema, { username: '', email: '', password: '' })).toEqual({
      username: 'Enter your username, or your email address below.',
      password: 'Password is required',
    });
  });

  it('applies the server’s username rule before any call', () => {
    const rule = 'A username has 3 to 30 letters, digits, underscores or dots, without spaces.';
    expect(messages(signInSchema, { username: 'j doe!', email: '', password: 'x' })).toEqual({ username: rule });
    expect(messages(signInSchema, { username: 'jo', email: '', password: 'x' })).toEqual({ username: rule });
    expect(messages(signInSchema, { username: 'j.doe_42', email: '', password: 'x' })).toEqual({});
    expect(messages(signUpSchema, { username: 'j doe!', name: 'J', email: 'j@example.com', password: 'long enough password' })).toEqual({
      username: rule,
    });
  });

  it('is satisfied by a username alone or an email alone', () => {
    expect(messages(signInSchema, { username: 'pat', email: '', password: 'x' })).toEqual({});
    expect(messages(signInSchema, { username: '', email: 'pat@example.com', password: 'x' })).toEqual({});
  });

  it('checks the email only when it is what signs in', () => {
    expect(messages(signInSchema, { username: '', email: 'pat', password: 'x' })).toEqual({ email: 'Enter a valid email address.' });
    expect(messages(signInSchema, { username: 'pat', email: 'pat', password: 'x' })).toEqual({});
  });
});

describe('confirmCodeSchema', () => {
  it('has the product’s wording for an empty code', () => {
    expect(messages(confirmCodeSchema, { code: '  ' })).toEqual({ code: 'Please, provide the validation Code' });
  });
});
