// One lint setup for every workspace (issue 10 item 2). Each workspace's `lint` script runs
// `eslint .`, which finds this file by walking up from the workspace folder.
// Rules are typescript-eslint's recommended set without type information (a type-aware
// run would repeat the type check on 2 cores), the two React hooks rules, and a reason on
// every disable comment.
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const reactWorkspaces = ['shell', 'mfe-orders', 'mfe-catalog', 'mfe-design', 'mfe-ai-banner', 'packages/platform', 'packages/canvas-editor'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // generated code is checked by codegen:check, not written by hand
      '**/__generated__/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      // a disable comment says why: `// eslint-disable-next-line rule -- reason`
      '@eslint-community/eslint-comments/require-description': 'error',
      // `_name` marks a parameter or binding kept on purpose (positional arguments, rest omission).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Test code reads untyped JSON back from the servers it drives (GraphQL responses, the fake
    // stores' request bodies): `any` there is the JSON boundary and the assertions are the check.
    // Product code keeps the rule.
    files: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'e2e/**', 'packages/store-fakes/**', 'infra/src/smoke/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: reactWorkspaces.map((w) => `${w}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
