#!/usr/bin/env node
// Installs Ruby 4.0's Ruby-written standard library for Garnet: copies it out
// of the pinned npm package @ruby/4.0-wasm-wasi (tools/ruby-ref), whose
// ruby+stdlib.wasm carries /usr/local/lib/ruby/4.0.0 and the bundled gems in
// /usr/local/lib/ruby/gems/4.0.0/gems. CRuby lists and reads the files inside
// Node's WASI; this script writes them.
//
//   node scripts/install-stdlib.mjs OUT_DIR
//
// OUT_DIR receives 4.0.0/ (the library's .rb files, its data files, no man
// pages) and gems/NAME-VERSION/lib/ for each bundled gem (those with a
// gemspec outside specifications/default), plus STAMP naming the package and
// version it came from. Run again only when STAMP names another version.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.removeAllListeners('warning'); // node:wasi's ExperimentalWarning
const HERE = path.dirname(fileURLToPath(import.meta.url));
const REF = path.join(HERE, '../tools/ruby-ref/node_modules');
const PACKAGE = path.join(REF, '@ruby/4.0-wasm-wasi');
const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: node scripts/install-stdlib.mjs OUT_DIR\n');
  process.exit(2);
}

const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8'));
const stamp = `@ruby/4.0-wasm-wasi ${version}\n`;
const stampFile = path.join(out, 'STAMP');
if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

// Runs inside CRuby: lists the files to copy as "SOURCE\tDESTINATION" lines
// (DESTINATION relative to OUT_DIR); JS then reads each through the VM.
const LIST = String.raw`
root = "/usr/local/lib/ruby"
pairs = []
add = lambda do |from, to|
  Dir.glob("**/*", File::FNM_DOTMATCH, base: from).sort.each do |rel|
    next if rel.start_with?("bundler/man/")
    src = File.join(from, rel)
    pairs << "#{src}\t#{to}/#{rel}" if File.file?(src)
  end
end
add.call("#{root}/4.0.0", "4.0.0")
specs = "#{root}/gems/4.0.0/specifications"
Dir.children(specs).grep(/\.gemspec\z/).sort.each do |spec|
  name = spec.delete_suffix(".gemspec")
  lib = "#{root}/gems/4.0.0/gems/#{name}/lib"
  add.call(lib, "gems/#{name}/lib") if Dir.exist?(lib)
end
pairs.join("\n")
`;

const { WASI } = await import('node:wasi');
const { RubyVM } = await import(path.join(REF, '@ruby/wasm-wasi/dist/esm/index.js'));
const wasi = new WASI({ version: 'preview1', args: ['ruby'], env: {} });
const module = await WebAssembly.compile(fs.readFileSync(path.join(PACKAGE, 'dist/ruby+stdlib.wasm')));
const { vm } = await RubyVM.instantiateModule({ module, wasip1: wasi, args: ['ruby', '-e_=0'] });
let copied = 0;
for (const line of vm.eval(LIST).toString().split('\n')) {
  const [source, destination] = line.split('\t');
  const base64 = vm.eval(`[File.binread(${JSON.stringify(source)})].pack("m0")`).toString();
  const file = path.join(out, destination);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  copied++;
}
if (!(copied > 700)) {
  process.stderr.write(`install-stdlib: only ${copied} files copied\n`);
  process.exit(1);
}
fs.writeFileSync(stampFile, stamp);
process.stdout.write(`stdlib: Ruby 4.0's library (${stamp.trim()}, ${copied} files) in ${out}\n`);
