// Ruby's standard library for the playground: the Ruby files of
// build/stdlib (scripts/install-stdlib.mjs's layout: 4.0.0/ and
// gems/NAME-VERSION/lib/) that a program in a browser can use, as one JSON
// asset, garnet/stdlib.json ({ "4.0.0/time.rb": source, ... }). The run
// worker writes them into the module's file system under /stdlib, which the
// module's standardLibrary option puts on $LOAD_PATH. Left out: what needs
// a network, a compiler, RubyGems or Bundler, and parser and Unicode tables
// too large for a page.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const EXCLUDED = ['bundler', 'bundler.rb', 'rubygems', 'rubygems.rb', 'bundled_gems.rb', 'prism', 'prism.rb',
  'unicode_normalize', 'net', 'syntax_suggest', 'syntax_suggest.rb', 'mkmf.rb', 'ruby_vm', 'openssl', 'openssl.rb',
  'rdoc', 'ripper', 'ripper.rb'];
export const GEMS = ['abbrev', 'base64', 'benchmark', 'csv', 'getoptlong', 'logger', 'matrix', 'minitest', 'mutex_m',
  'observer', 'ostruct', 'prime', 'pstore'];

function rubyFiles(dir, root, out) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) rubyFiles(path, root, out);
    else if (name.endsWith('.rb')) out[relative(root, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

// { relative path: source } for the library in `stdlib` (build/stdlib), or
// null when it is not installed.
export function stdlibFiles(stdlib) {
  const core = join(stdlib, '4.0.0');
  if (!existsSync(core)) return null;
  const files = {};
  for (const name of readdirSync(core).sort()) {
    if (EXCLUDED.includes(name)) continue;
    const path = join(core, name);
    if (statSync(path).isDirectory()) rubyFiles(path, stdlib, files);
    else if (name.endsWith('.rb')) files[relative(stdlib, path)] = readFileSync(path, 'utf8');
  }
  const gems = join(stdlib, 'gems');
  for (const gem of existsSync(gems) ? readdirSync(gems).sort() : []) {
    const lib = join(gems, gem, 'lib');
    if (GEMS.includes(gem.replace(/-[\d.]+$/, '')) && existsSync(lib)) rubyFiles(lib, stdlib, files);
  }
  return files;
}

export function stdlibBundle(stdlib) {
  const json = () => JSON.stringify(stdlibFiles(stdlib) ?? {});
  return {
    name: 'garnet-stdlib',
    configureServer(server) {
      server.middlewares.use('/garnet/stdlib.json', (req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(json());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'garnet/stdlib.json', source: json() });
    },
  };
}
