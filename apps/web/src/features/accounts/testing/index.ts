// What other features' tests use of the accounts feature: the mocked auth client and session check.
export * from './auth-client-mock.ts';
