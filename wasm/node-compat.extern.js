// Emitted before the Emscripten module: under Node, the ES module output
// still uses CommonJS `require` and `__dirname`; define them (module-scoped).
var require, __dirname;
if (typeof process === 'object' && process.versions && process.versions.node) {
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  const { dirname } = await import('node:path');
  require = createRequire(import.meta.url);
  __dirname = dirname(fileURLToPath(import.meta.url));
}
