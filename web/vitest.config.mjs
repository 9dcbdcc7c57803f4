// Vitest: the page logic's unit tests (tests/unit); the smoke test in a real
// browser is tests/smoke/smoke.mjs, outside Vitest. Examples are read from
// the repository's examples/, outside this folder.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  server: { fs: { allow: ['..'] } },
  test: { include: ['tests/unit/**/*.test.js'] },
});
