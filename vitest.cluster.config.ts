import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: several shop instances on the machine's PostgreSQL, in process and as
 * real processes behind nginx (docs/scaling.md). Files run one at a time: each starts servers.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster/**/*.test.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 400_000,
    restoreMocks: true,
  },
});
