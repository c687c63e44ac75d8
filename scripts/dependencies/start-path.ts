import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { keyFor, type Lockfile, nameOfKey, repoRoot } from './lockfile.ts';

/** A package that `npm start` loads, and the first place that loads it. */
export interface StartNeed {
  name: string;
  /** The lockfile key Node resolves it to; undefined when nothing installs it. */
  key: string | undefined;
  /** A repository file that imports it, or the script that runs its command. */
  neededBy: string;
}

const CODE = /\.(?:ts|tsx|mts|js|mjs)$/;
const rel = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The module specifiers one source file loads when it runs: static and dynamic imports and re-exports, except
 * `import type` (erased before running), plus relative code files handed to a loader at run time — a worker's
 * `new URL('./worker.mjs', import.meta.url)` or tsx's `tsImport('./rule.ts', …)`, which no import names.
 */
function specifiersOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const args = node.arguments ?? [];
      const first = args[0];
      const isImportCall = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
      if (first && ts.isStringLiteralLike(first)) {
        if (isImportCall) found.push(first.text);
        else if (/^\.\.?\//.test(first.text) && CODE.test(first.text)) found.push(first.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every package the code reachable from `entries` imports, following relative files and the workspaces'
 * own sources (`@damages/engine` is a link to packages/engine, whose imports count too).
 */
function importedPackages(lock: Lockfile, entries: string[]): StartNeed[] {
  const needs = new Map<string, StartNeed>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const dir = path.dirname(file);
    for (const raw of specifiersOf(file)) {
      const specifier = raw.replace(/\?.*$/, '');
      if (specifier.startsWith('.')) {
        const target = path.resolve(dir, specifier);
        // Stylesheets, Markdown and JSON are bundled or read as they are; they import no package.
        if (CODE.test(target) && existsSync(target)) queue.push(target);
        continue;
      }
      if (isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      const from = rel(dir);
      const key = keyFor(lock, name, from);
      const id = `${name} ${key ?? ''}`;
      if (!needs.has(id)) needs.set(id, { name, key, neededBy: rel(file) });
      const entry = key ? lock.packages[key] : undefined;
      if (entry?.link && entry.resolved) {
        const workspace = path.join(repoRoot, entry.resolved);
        const manifest = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
          exports?: Record<string, string>;
          main?: string;
        };
        const main = manifest.exports?.['.'] ?? manifest.main;
        if (main) queue.push(path.join(workspace, main));
      }
    }
  }
  return [...needs.values()];
}

/** The package whose `bin` provides `command` to an `npm run` in `workspaceDir` (its .bin, then the root's). */
function binProvider(lock: Lockfile, command: string, workspaceDir: string): string | undefined {
  for (const prefix of [`${workspaceDir}/node_modules/`, 'node_modules/']) {
    for (const [key, entry] of Object.entries(lock.packages))
      if (key.startsWith(prefix) && !key.slice(prefix.length).includes('node_modules/') && entry.bin?.[command]) return key;
  }
  return undefined;
}

/** The module script an index.html loads (`<script type="module" src="/src/main.tsx">`), as files. */
function htmlEntries(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => path.join(path.dirname(htmlFile), m[1]!));
}

/**
 * What the root `npm start` needs installed: each `npm run <script> -w <workspace>` it chains, the package that
 * provides that script's command, and every package the code it runs imports. `vite build` reads the workspace's
 * vite.config.ts and bundles what its index.html loads; a command given a code file runs that file.
 */
export function startNeeds(lock: Lockfile): StartNeed[] {
  const rootManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const needs: StartNeed[] = [];
  for (const step of rootManifest.scripts.start!.split('&&').map((s) => s.trim())) {
    const run = /^npm run (\S+)(?:.*?)\s-w\s+(\S+)/.exec(step);
    if (!run) throw new Error(`npm start runs "${step}", which this check does not know how to follow`);
    const [, script, workspaceDir] = run as unknown as [string, string, string];
    const workspace = path.join(repoRoot, workspaceDir);
    const manifest = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const command = manifest.scripts[script];
    if (!command) throw new Error(`${workspaceDir} has no "${script}" script`);
    const [bin, ...args] = command.split(/\s+/);
    const neededBy = `${workspaceDir}/package.json scripts.${script} (${command})`;
    const provider = binProvider(lock, bin!, workspaceDir);
    needs.push({ name: provider ? nameOfKey(provider) : bin!, key: provider, neededBy });
    const entries =
      bin === 'vite'
        ? [path.join(workspace, 'vite.config.ts'), ...htmlEntries(path.join(workspace, 'index.html'))]
        : args.filter((a) => CODE.test(a)).map((a) => path.join(workspace, a));
    needs.push(...importedPackages(lock, entries));
  }
  return needs;
}
