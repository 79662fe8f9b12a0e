// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const shippedBans = [
  'error',
  { object: 'Math', property: 'random', message: 'DP code needs a CSPRNG: use src/engine/dp/rng.ts.' },
  // Page text is rendered with textContent only (THREAT_MODEL.md T4).
  { property: 'innerHTML', message: 'Render text with textContent (THREAT_MODEL.md T4).' },
  { property: 'outerHTML', message: 'Render text with textContent (THREAT_MODEL.md T4).' },
  { property: 'insertAdjacentHTML', message: 'Render text with textContent (THREAT_MODEL.md T4).' },
];

const engineBans = {
  'no-restricted-properties': shippedBans,
  'no-restricted-globals': [
    'error',
    { name: 'chrome', message: 'src/engine is pure: no extension APIs.' },
    { name: 'browser', message: 'src/engine is pure: no extension APIs.' },
    { name: 'document', message: 'src/engine is pure: no DOM.' },
    { name: 'window', message: 'src/engine is pure: no DOM.' },
    { name: 'localStorage', message: 'Raw prompts are never persisted.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'models/generated/**', 'bench/out/**', 'e2e/.out/**', '**/*.min.js', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['bin/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // No Math.random anywhere in shipped code; the engine additionally may not touch the DOM or chrome.*.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/cli/**'],
    // Raw prompts are never logged (THREAT_MODEL.md T6): shipped code has no console output at all.
    rules: { 'no-restricted-properties': shippedBans, 'no-console': 'error' },
  },
  { files: ['src/**/*.test.ts', 'src/cli/**'], rules: { 'no-restricted-properties': shippedBans } },
  { files: ['src/engine/**/*.ts'], rules: engineBans },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['bin/*.mjs', 'scripts/**/*.{js,mjs}'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
);
