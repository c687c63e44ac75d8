import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../apps/server/src/paths.ts';

/**
 * The Word and Excel exports of the largest case, timed in Node (the browser's
 * figure is logged by e2e/report-export.spec.ts), and the JavaScript the form
 * loads before any interaction: the entry script and the chunks index.html
 * preloads, gzipped, from a fresh production build.
 */

/** Runs export-worker.ts with the web app's TypeScript settings (JSX) and reads its JSON answer. */
export function exportTimes(): { wordMs: number; excelMs: number } {
  const out = execFileSync('npx', ['tsx', '--tsconfig', 'apps/web/tsconfig.json', 'scripts/bench/export-worker.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { wordMs: number; excelMs: number };
}

/** The same exports in headless Chromium, click to download (e2e/bench/export-in-browser.ts, in its own process). */
export function browserExportTimes(): { wordMs: number; excelMs: number } {
  const out = execFileSync('npx', ['tsx', '--tsconfig', 'e2e/tsconfig.json', 'e2e/bench/export-in-browser.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { wordMs: number; excelMs: number };
}

export function initialJsGzipKb(): number {
  const out = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  try {
    // The production build whatever NODE_ENV the caller has (Vite follows it).
    execFileSync('npx', ['vite', 'build', 'apps/web', '--outDir', out, '--emptyOutDir'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+\.js)"|<link rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    const bytes = scripts.reduce((total, src) => total + gzipSync(readFileSync(path.join(out, src))).length, 0);
    return bytes / 1000;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
