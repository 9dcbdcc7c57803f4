// Vite: the playground (index.html) and the benchmarks page (bench.html),
// served on 127.0.0.1 with cross-origin isolation; the WebAssembly module
// comes from the repository's build/wasm, Ruby's standard library from its
// build/stdlib, examples and benchmark scenarios from its examples/ and
// bench/ folders.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { benchResults } from './vite/bench-results.mjs';
import { garnetModule } from './vite/garnet-module.mjs';
import { isolation } from './vite/isolation.mjs';
import { stdlibBundle } from './vite/stdlib-bundle.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  base: './',
  plugins: [isolation(), garnetModule(`${repo}build/wasm`), stdlibBundle(`${repo}build/stdlib`),
    benchResults(`${repo}bench/results`), benchResults(`${repo}bench/results/public-suite`, 'virtual:ruby-bench-results')],
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [repo] } },
  preview: { host: '127.0.0.1', port: 4173 },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    rollupOptions: { input: { playground: 'index.html', bench: 'bench.html' } },
  },
});
