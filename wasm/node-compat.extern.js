// Emitted before the Emscripten module: under Node, the ES module output
// still uses CommonJS `require` and `__dirname`; define them (module-scoped).
// Node's built-in modules are taken synchronously (process.getBuiltinModule,
// Node 20.16 and later), not with a top-level await: an await would make this
// an asynchronous module in every pthread's worker too, and Node aborts
// ("Check failed: (location_) != nullptr") when the process exits while a
// worker is still evaluating an asynchronous module (nodejs/node#53238).
var require, __dirname;
if (typeof process === 'object' && process.versions && process.versions.node) {
  const { createRequire } = process.getBuiltinModule('node:module');
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const { dirname } = process.getBuiltinModule('node:path');
  require = createRequire(import.meta.url);
  __dirname = dirname(fileURLToPath(import.meta.url));
}
