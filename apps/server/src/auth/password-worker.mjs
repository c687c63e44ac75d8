// The worker of the password pool (password-pool.ts). Worker threads do not inherit the
// TypeScript loader of a test runner, so the rule is loaded with tsx's scoped import (as in
// calculation-pool/calculation-worker.mjs).
import { tsImport } from 'tsx/esm/api';

const { passwordProblem } = await tsImport('./password-rule.ts', import.meta.url);
const { hashPasswordNow, verifyPasswordNow } = await tsImport('./password-hash.ts', import.meta.url);

/** @param {{ kind: 'check', password: string, related: string[] } | { kind: 'hash', password: string } | { kind: 'verify', hash: string, password: string }} task */
export default function passwordWork(task) {
  if (task.kind === 'check') return passwordProblem(task.password, task.related) ?? null;
  if (task.kind === 'hash') return hashPasswordNow(task.password);
  return verifyPasswordNow(task.hash, task.password);
}
