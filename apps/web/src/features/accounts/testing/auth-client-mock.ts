import { vi, type Mock } from 'vitest';

/** Stand-ins for the better-auth client calls the screens make; each answers `{ data, error }`. */
export const authClientMock = {
  signIn: { username: vi.fn(), email: vi.fn() },
  signUp: { email: vi.fn() },
  signOut: vi.fn(),
  getSession: vi.fn(),
  listSessions: vi.fn(),
  listAccounts: vi.fn(),
  $fetch: vi.fn(),
  changePassword: vi.fn(),
  revokeSessions: vi.fn(),
  emailOtp: {
    verifyEmail: vi.fn(),
    sendVerificationOtp: vi.fn(),
    requestPasswordReset: vi.fn(),
    resetPassword: vi.fn(),
    changeEmail: vi.fn(),
  },
  twoFactor: { enable: vi.fn(), disable: vi.fn(), verifyTotp: vi.fn(), verifyBackupCode: vi.fn(), generateBackupCodes: vi.fn() },
};

export const ok = (data: unknown = {}) => Promise.resolve({ data, error: null });
export const failed = (status: number, code?: string, message?: string) =>
  Promise.resolve({ data: null, error: { status, code, message } });

export const USER = { id: 'u1', name: 'Jordan Rivera', email: 'jordan@example.com', username: 'jordan', twoFactorEnabled: false };

/** Every call succeeds with nothing unless a test says otherwise. */
export function resetAuthClientMock(): void {
  const reset = (group: Record<string, unknown>) => {
    for (const value of Object.values(group)) {
      if (typeof value === 'function' && 'mockReset' in value)
        (value as Mock<() => ReturnType<typeof ok>>).mockReset().mockImplementation(() => ok());
      else if (value && typeof value === 'object') reset(value as Record<string, unknown>);
    }
  };
  reset(authClientMock);
  authClientMock.getSession.mockImplementation(() => ok(null));
}

/** The pages' session check (session-check.ts), answered by the same stand-in as the client's getSession. */
export const sessionCheckMock = { fetchSession: () => authClientMock.getSession() as Promise<unknown> };
