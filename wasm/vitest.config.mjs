// Vitest runs two projects under Node: "api", the JS-API tests of the
// WebAssembly module and its native stacks, and "golden", the golden Ruby corpus through the CLI
// shim (two scripts at a time; each is killed after 60 s by the test itself).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'api', include: ['tests/api.test.mjs', 'tests/native_stacks.test.mjs'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'golden',
          include: ['tests/golden.test.mjs'],
          maxConcurrency: 2,
          testTimeout: 90_000,
          // Failures show the changed lines of stdout/stderr with 2 of context.
          diff: { expand: false, contextLines: 2 },
        },
      },
    ],
  },
});
