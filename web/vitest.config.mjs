// Vitest: the page logic's unit tests (tests/unit); the smoke test in a real
// browser is tests/smoke/smoke.mjs, outside Vitest.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/**/*.test.js'] },
});
