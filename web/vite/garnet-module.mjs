// The WebAssembly build (build/wasm/garnet.mjs, garnet.wasm and, once it has
// pthreads, garnet.worker.js) served at garnet/ by the dev server and copied
// there by `vite build`; the worker loads it at run time, unbundled.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

const TYPES = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm' };

function moduleFiles(dir) {
  if (!existsSync(join(dir, 'garnet.mjs'))) {
    throw new Error(`${join(dir, 'garnet.mjs')} is missing: build it first (make wasm)`);
  }
  return readdirSync(dir).filter((name) => /^garnet\.(mjs|wasm|worker\.js)$/.test(name));
}

export function garnetModule(dir) {
  return {
    name: 'garnet-module',
    configureServer(server) {
      server.middlewares.use('/garnet/', (req, res, next) => {
        const name = decodeURIComponent(req.url.split('?')[0].slice(1));
        if (!moduleFiles(dir).includes(name)) return next();
        res.setHeader('Content-Type', TYPES[extname(name)]);
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      for (const name of moduleFiles(dir)) {
        this.emitFile({ type: 'asset', fileName: `garnet/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}
