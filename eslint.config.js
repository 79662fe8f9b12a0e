// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const engineBans = {
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'DP code needs a CSPRNG: use src/engine/dp/rng.ts.' },
  ],
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
    ignores: ['dist/**', 'node_modules/**', 'models/generated/**', 'bench/out/**', '**/*.min.js', 'coverage/**'],
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
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-properties': engineBans['no-restricted-properties'] } },
  { files: ['src/engine/**/*.ts'], rules: engineBans },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['bin/*.mjs', 'scripts/**/*.{js,mjs}'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
);
