// Vitest runs the JS-API tests of the WebAssembly module under Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.mjs'],
    testTimeout: 60_000,
  },
});
