import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import featureBoundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = featureBoundaries.rules['public-faces'];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

const root = 'apps/web/src';
/** An absolute file name under the web app's source, as ESLint hands it to the rule. */
const file = (underRoot: string) => path.join(process.cwd(), root, underRoot);
const options = [{ root }];

tester.run('feature-boundaries/public-faces', rule, {
  valid: [
    {
      name: 'another feature’s index',
      filename: file('features/report/layout/header.tsx'),
      code: "import { UserMenu } from '../../accounts/index.ts';",
      options,
    },
    { name: 'its folder, without extension', filename: file('features/report/x.ts'), code: "import { a } from '../accounts';", options },
    {
      name: 'its index, without extension',
      filename: file('features/report/x.ts'),
      code: "export { a } from '../accounts/index';",
      options,
    },
    { name: 'type imports alike', filename: file('features/report/x.ts'), code: "import type { A } from '../accounts/index.ts';", options },
    {
      name: 'deep inside its own feature',
      filename: file('features/report/export/word/doc.ts'),
      code: "import { b } from '../../model/select.ts';",
      options,
    },
    {
      name: 'the router through the index',
      filename: file('app/router.tsx'),
      code: "import { reportRoutes } from '../features/report/index.ts';",
      options,
    },
    {
      name: 'shared code outside features',
      filename: file('features/profile/form.tsx'),
      code: "import { BusyButton } from '../../ui/index.ts';",
      options,
    },
    { name: 'packages', filename: file('features/profile/form.tsx'), code: "import { useState } from 'react';", options },
    {
      name: 'a test through the testing face',
      filename: file('features/accounts/dialog.test.tsx'),
      code: "import { renderForm } from '../entry-form/testing/index.ts';",
      options,
    },
    {
      name: 'a testing file through the testing face',
      filename: file('features/report/testing/render.tsx'),
      code: "import { fake } from '../../profile/testing/index.ts';",
      options,
    },
    {
      name: 'the test setup through the testing face',
      filename: file('test-setup.ts'),
      code: "import { startTestStore } from './features/saved-cases/testing/index.ts';",
      options,
    },
    {
      name: 'a file outside the root',
      filename: path.join(process.cwd(), 'e2e/journey.spec.ts'),
      code: "import { x } from '../apps/web/src/features/report/model/x.ts';",
      options,
    },
    {
      name: 'an allowed edge',
      filename: file('features/entry-form/page.tsx'),
      code: "import { Dialogs } from '../case-files/dialogs.tsx';",
      options: [{ root, allow: [{ from: 'features/entry-form/page.tsx', to: 'features/case-files/dialogs.tsx' }] }],
    },
  ],
  invalid: [
    {
      name: 'a feature’s inner file',
      filename: file('features/profile/form.tsx'),
      code: "import { BusyButton } from '../accounts/ui/busy-button.tsx';",
      options,
      errors: [{ messageId: 'deep', data: { feature: 'accounts', target: '../accounts/ui/busy-button.tsx' } }],
    },
    {
      name: 'the router into a feature’s routes',
      filename: file('app/router.tsx'),
      code: "import { reportRoutes } from '../features/report/routes.tsx';",
      options,
      errors: [{ messageId: 'deep' }],
    },
    {
      name: 'shared code into a feature',
      filename: file('ui/button.tsx'),
      code: "import { x } from '../features/accounts/ui/x.tsx';",
      options,
      errors: [{ messageId: 'deep' }],
    },
    {
      name: 'a dynamic import',
      filename: file('features/entry-form/page.tsx'),
      code: "const pages = () => import('../report/report-pages.tsx');",
      options,
      errors: [{ messageId: 'deep' }],
    },
    {
      name: 'a re-export',
      filename: file('features/entry-form/index.ts'),
      code: "export * from '../report/model/totals.ts';",
      options,
      errors: [{ messageId: 'deep' }],
    },
    {
      name: 'an index that is not the feature’s own',
      filename: file('features/report/x.ts'),
      code: "import { cellText } from '../entry-form/fields/index.ts';",
      options,
      errors: [{ messageId: 'deep' }],
    },
    {
      name: 'the testing face from production code',
      filename: file('features/report/x.ts'),
      code: "import { fake } from '../profile/testing/index.ts';",
      options,
      errors: [{ messageId: 'testingFace', data: { feature: 'profile' } }],
    },
    {
      name: 'a test past the testing face',
      filename: file('features/report/x.test.ts'),
      code: "import { fake } from '../profile/testing/fake-profiles-server.ts';",
      options,
      errors: [{ messageId: 'deep' }],
    },
    {
      name: 'an allowance its file no longer uses, and an import it does not cover',
      filename: file('features/entry-form/page.tsx'),
      code: "import { other } from '../case-files/other.tsx';",
      options: [{ root, allow: [{ from: 'features/entry-form/page.tsx', to: 'features/case-files/dialogs.tsx' }] }],
      errors: [{ messageId: 'staleAllowance', data: { to: 'features/case-files/dialogs.tsx' } }, { messageId: 'deep' }],
    },
  ],
});
