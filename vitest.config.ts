import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest runs (cores − 1) files at once by default: one at a time on this project's 2-core machines. The unit and
// audit files are independent CPU-bound processes, so they run two at a time (the e2e files share one browser setup
// and stay sequential).
const workers = Math.max(2, availableParallelism());

// Three suites: fast unit tests, slow statistical audits of the DP mechanisms, and the browser e2e suite.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: workers,
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.audit.test.ts', 'e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Builds dist/cli/ for the tests that start bin/promptveil.mjs (when missing or stale).
          globalSetup: ['tests/setup/build-cli.ts'],
        },
      },
      {
        test: {
          name: 'audit',
          maxWorkers: workers,
          include: ['src/**/*.audit.test.ts', 'tests/**/*.audit.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          // Bundles the replica pages' editor engines (ProseMirror, Quill, Lexical, React) for the replica server.
          globalSetup: ['e2e/replicas/build.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
