// Runs a Ruby file on CRuby 4.0 (WASI build, from tools/ruby-ref) under Node.
// Usage: node tools/prelude-check/run40.mjs FILE.rb   (FILE must be under the repo)
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const refDir = path.join(repo, "tools/ruby-ref/node_modules");
const require = createRequire(path.join(refDir, "x.js"));
const { RubyVM } = require("@ruby/wasm-wasi");

const file = path.resolve(process.argv[2]);
const rel = path.relative(repo, file);
const wasi = new WASI({ version: "preview1", args: ["ruby"], env: { TRACE: process.env.TRACE ?? "" }, preopens: { "/app": repo } });
const module = await WebAssembly.compile(
  await readFile(path.join(refDir, "@ruby/4.0-wasm-wasi/dist/ruby+stdlib.wasm")));
const { vm } = await RubyVM.instantiateModule({ module, wasip1: wasi });
vm.eval(`begin; $0 = "/app/${rel}"; load "/app/${rel}"; ensure; $stdout.flush; $stderr.flush; end`);
