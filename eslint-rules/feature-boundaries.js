// @ts-check
import path from 'node:path';

/**
 * A feature of the web app (`<root>/features/<name>/`) shows other code one public face, its
 * `index.ts`, and tests a second one, `testing/index.ts`, with its fixtures. Everything else in the
 * folder is the feature's own business, so it can be moved or rewritten without touching the rest
 * of the app. This rule reports a relative import that reaches past those faces.
 *
 * Options: `root`, the folder that holds `features/` (relative to ESLint's working directory), and
 * `allow`, import edges tolerated for now, each `{ from, to }` as paths under `root` with their
 * extensions (the importing file and the file it imports). An entry that no import of its file uses
 * any more is reported, so the list only shrinks.
 */

/**
 * @typedef {{ from: string, to: string }} AllowedEdge
 * @typedef {{ root?: string, allow?: AllowedEdge[] }} Options
 */

/** A test file, a file of test helpers or the test setup, which may use another feature's testing face. */
const TEST_FILE = /(^|\/)(testing\/|test-setup\.ts$|[^/]+\.(test|spec)\.tsx?$)/;
const SCRIPT_EXTENSION = /\.(ts|tsx|js|jsx|mts|mjs)$/;

/** @param {string} file */
const slashes = (file) => file.split(path.sep).join('/');

/**
 * The feature a path under the root belongs to, with the rest of the path inside it.
 * @param {string} underRoot
 * @returns {{ feature: string, inside: string } | null}
 */
function featureOf(underRoot) {
  const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(underRoot);
  return match ? { feature: match[1] ?? '', inside: match[2] ?? '' } : null;
}

/** @param {string} inside */
const withoutExtension = (inside) => inside.replace(SCRIPT_EXTENSION, '').replace(/\/$/, '');

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Reach another feature only through its index.ts (and, from tests, its testing/index.ts).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: "Import the feature '{{feature}}' through features/{{feature}}/index.ts, not '{{target}}'.",
      testingFace:
        'Only tests and testing files may import features/{{feature}}/testing/index.ts; others use features/{{feature}}/index.ts.',
      staleAllowance: "The allowance of '{{to}}' for this file is no longer used: remove it from the rule's options.",
    },
  },

  create(context) {
    const options = /** @type {Options} */ (context.options[0] ?? {});
    const root = path.resolve(context.cwd, options.root ?? '.');
    const importer = slashes(path.relative(root, context.filename));
    if (importer.startsWith('..') || path.isAbsolute(importer)) return {};
    const own = featureOf(importer);
    const isTest = TEST_FILE.test(importer);
    const allowances = (options.allow ?? []).filter((edge) => edge.from === importer);
    /** @type {Set<string>} */
    const usedAllowances = new Set();

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = slashes(path.relative(root, path.resolve(path.dirname(context.filename), source.value)));
      const theirs = featureOf(target);
      if (!theirs || theirs.feature === own?.feature) return;
      const inside = withoutExtension(theirs.inside);
      if (inside === '' || inside === 'index') return;
      if (inside === 'testing' || inside === 'testing/index') {
        if (!isTest) context.report({ node: source, messageId: 'testingFace', data: { feature: theirs.feature } });
        return;
      }
      if (allowances.some((edge) => edge.to === target)) {
        usedAllowances.add(target);
        return;
      }
      context.report({ node: source, messageId: 'deep', data: { feature: theirs.feature, target: source.value } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'Program:exit'(node) {
        for (const edge of allowances) {
          if (!usedAllowances.has(edge.to)) context.report({ node, messageId: 'staleAllowance', data: { to: edge.to } });
        }
      },
    };
  },
};

/** The local plugin: `feature-boundaries/public-faces`. */
export default { rules: { 'public-faces': featureBoundaries } };
