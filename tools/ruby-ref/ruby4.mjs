#!/usr/bin/env node
// Runs a Ruby file under the reference CRuby 4.0 (ruby.wasm, WASI, via node:wasi)
// as if `cd $(dirname FILE) && ruby $(basename FILE) ARGS...` had been run.
//
//   node tools/ruby-ref/ruby4.mjs FILE.rb [ARGS...]
//
// The ruby.wasm build is a WASI *reactor* (no `_start`), so the `ruby` command
// line is emulated by a small Ruby driver (DRIVER below) that does what
// ruby(1) does around the main script:
//  - loads what the gem prelude loads (rubygems, error_highlight,
//    did_you_mean), which ruby.wasm's reactor init skips; syntax_suggest is
//    left out (it needs threads, which ruby.wasm lacks);
//  - chdirs into the script's folder (preopened as /app), sets $0 / ARGV and
//    compiles FILE with InstructionSequence.compile_file_prism (so __FILE__
//    and backtraces say "FILE.rb" and the top frame is '<main>');
//  - runs at_exit handlers (emulated: the reactor never runs ruby_cleanup);
//  - prints an uncaught exception with CRuby's own formatter
//    (Exception#full_message, highlight off, as for a non-tty stderr) after
//    cutting the driver's frames off the backtrace; syntax errors of the main
//    script get ruby(1)'s "FILE.rb: " prefix (no backtrace);
//  - exits with Ruby's status (SystemExit status, 1 after an uncaught
//    exception; exit! goes straight through WASI proc_exit).
//
// The run happens in a child `node --single-threaded` (with V8's helper
// threads Node 20 segfaults in about half of the runs that allocate much;
// it still happens now and then, mostly under load). The child's output is
// captured and replayed; a run that dies by a signal or hangs
// (RUBY_REF_TIMEOUT, default 120 s) is retried up to RUBY_REF_RETRIES times
// (default 5), after which ruby4.mjs says "giving up" and exits 70. A silent
// exit status 1 (empty stderr) is accepted only when a rerun agrees. With a
// TTY on stdin the child streams (no retry); RUBY_REF_DIRECT=1 runs in-process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

process.removeAllListeners('warning'); // node:wasi's ExperimentalWarning
const HERE = path.dirname(fileURLToPath(import.meta.url));
const WASM = path.join(HERE, 'node_modules/@ruby/4.0-wasm-wasi/dist/ruby+stdlib.wasm');
const VM_JS = path.join(HERE, 'node_modules/@ruby/wasm-wasi/dist/esm/index.js');
const GUEST_DIR = '/app'; // the script's folder, as the guest sees it
const GUEST_TMP = '/tmp'; // the run's temporary folder (ENV["TMPDIR"]), as the guest sees it
const DRIVER_NAME = '<garnet-ref-driver>';

const DRIVER = String.raw`
module GarnetRef
  AT_EXIT = []
  SCRIPT = ENV.delete("GARNET_REF_SCRIPT")
  DIR = ENV.delete("GARNET_REF_DIR")
  ARGS = ENV.delete("GARNET_REF_ARGV").to_s.split(",", -1).map { |h| [h].pack("H*").force_encoding(Encoding.default_external) }
  DRIVER = "${DRIVER_NAME}"

  def self.driver_frame?(line)
    line.start_with?(DRIVER + ":")
  end

  # Cut the driver's own frames off an exception (and its causes).
  def self.trim(exc, seen = {})
    return if exc.nil? || seen[exc.__id__]
    seen[exc.__id__] = true
    strings = exc.backtrace
    cut = strings && strings.index { |l| driver_frame?(l) }
    if cut
      locs = exc.backtrace_locations
      if locs && locs.map(&:to_s) == strings
        exc.set_backtrace(locs[0, cut]) # keeps locations for error_highlight
      else
        exc.set_backtrace(strings[0, cut])
      end
    end
    trim(exc.cause, seen)
  end

  def self.report(exc)
    $stderr.write(exc.full_message(highlight: false, order: :top))
  rescue Exception => e2
    $stderr.write("#{exc.class}: #{exc.message rescue '?'} (and #{e2.class} while reporting it)\n")
  end

  def self.run
    status = 0
    failure = nil
    begin
      iseq = begin
        RubyVM::InstructionSequence.compile_file_prism(SCRIPT)
      rescue SyntaxError => e
        e.set_backtrace([SCRIPT]) # ruby(1) prints "FILE.rb: " before a parse error
        raise e
      end
      iseq.eval
    rescue SystemExit => e
      status = e.status
    rescue Exception => e
      trim(e)
      failure = e
      status = 1
    end
    until AT_EXIT.empty?
      handler = AT_EXIT.pop
      begin
        handler.call
      rescue SystemExit => e
        status = e.status
      rescue Exception => e
        trim(e)
        report(e)
        status = 1 if status == 0
      end
    end
    report(failure) if failure
    status
  ensure
    ($stdout.flush rescue nil)
    ($stderr.flush rescue nil)
  end
end

%w[rubygems error_highlight did_you_mean].each do |lib|
  begin
    require lib
  rescue LoadError
  end
end

# Prism.parse_file (mmap) corrupts memory under WASI and later crashes Node;
# error_highlight uses it (lazily, for prism-compiled code), so make it read
# the file instead. Loading prism only when needed keeps start-up short.
if defined?(ErrorHighlight) && ErrorHighlight.respond_to?(:prism_find, true)
  ErrorHighlight.singleton_class.prepend(Module.new do
    def prism_find(location)
      require "prism"
      unless Prism.singleton_class.method_defined?(:__garnet_ref_safe_parse_file)
        Prism.singleton_class.prepend(Module.new do
          def __garnet_ref_safe_parse_file = true
          def parse_file(path, **opts) = parse(File.binread(path), filepath: path, **opts)
        end)
      end
      super
    end
  end)
end

module Kernel
  # ruby.wasm's reactor never runs ruby_cleanup, so at_exit is emulated.
  def at_exit(&block)
    raise ArgumentError, "called without a block" unless block
    GarnetRef::AT_EXIT << block
    block
  end
  module_function :at_exit
end

Dir.chdir(GarnetRef::DIR)
$0 = GarnetRef::SCRIPT
ARGV.replace(GarnetRef::ARGS)
GarnetRef.run
`;

async function runInline(file, args) {
  const { WASI } = await import('node:wasi');
  const { RubyVM } = await import(VM_JS);
  const abs = path.resolve(file);
  const dir = path.dirname(abs);
  const env = { ...process.env };
  env.GARNET_REF_SCRIPT = path.basename(abs);
  env.GARNET_REF_DIR = GUEST_DIR;
  env.GARNET_REF_ARGV = args.map((a) => Buffer.from(a, 'utf8').toString('hex')).join(',');
  // A fresh temporary folder for the program's own files, as the golden
  // runners give each test (ENV["TMPDIR"]); removed when the run ends.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ruby-ref-'));
  process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
  env.TMPDIR = GUEST_TMP;
  const wasi = new WASI({
    version: 'preview1',
    args: ['ruby'],
    env,
    preopens: { [GUEST_DIR]: dir, [GUEST_TMP]: tmp },
    returnOnExit: false, // exit! -> proc_exit -> exits this process with the status
  });
  const module = await WebAssembly.compile(fs.readFileSync(WASM));
  const { vm } = await RubyVM.instantiateModule({
    module,
    wasip1: wasi,
    args: ['ruby', '-EUTF-8', '-e_=0'],
  });
  if (DRIVER.includes('__GARNET_REF_EOS__')) throw new Error('bad driver');
  const code = `eval(<<'__GARNET_REF_EOS__', TOPLEVEL_BINDING, '${DRIVER_NAME}', 1)\n${DRIVER}\n__GARNET_REF_EOS__\n`;
  let status;
  try {
    status = Number(vm.eval(code).toString());
  } catch (e) {
    fs.writeSync(2, `ruby4.mjs: driver failed: ${e && e.message}\n`);
    status = 70;
  }
  if (process.env.RUBY_REF_DEBUG) fs.writeSync(2, `[driver returned ${status}]\n`);
  if (!Number.isInteger(status)) fs.writeSync(2, `ruby4.mjs: driver returned ${status}\n`);
  process.exit(Number.isInteger(status) ? status & 0xff : 1);
}

function writeAll(fd, buf) {
  for (let off = 0; off < buf.length; ) {
    try {
      off += fs.writeSync(fd, buf, off);
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}

// --single-threaded: without it, V8's background threads make Node segfault
// in about half of the runs that allocate a lot (seen with Node 20.20).
const NODE_FLAGS = ['--single-threaded', '--no-warnings'];

const TIMEOUT_MS = Number(process.env.RUBY_REF_TIMEOUT || 120) * 1000;

function runSupervised(file, args) {
  const input = fs.readFileSync(0); // all of stdin, replayed on a retry
  const retries = Number(process.env.RUBY_REF_RETRIES || 5);
  let r;
  let silentOnes = 0;
  let lastSilent = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    r = spawnSync(process.execPath, [...NODE_FLAGS, fileURLToPath(import.meta.url), file, ...args], {
      input,
      env: { ...process.env, RUBY_REF_DIRECT: '1' },
      maxBuffer: 1 << 30,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS, // a wedged run (seen after V8 crashes) is killed and retried
      killSignal: 'SIGKILL',
    });
    if (r.error && r.error.code !== 'ETIMEDOUT') throw r.error;
    if (r.signal === null && r.status !== null) {
      // A silent status 1 (no stderr) is sometimes a crashed run rather than
      // `exit 1`: accept it only when a rerun agrees.
      if (r.status !== 1 || r.stderr.length > 0 || silentOnes++ >= 2) break;
      if (silentOnes > 1 && r.stdout.equals(lastSilent)) break;
      lastSilent = r.stdout;
      continue;
    }
    process.stderr.write(`ruby4.mjs: node died (${r.signal}), retrying ${path.basename(file)}\n`);
    if (process.env.RUBY_REF_DEBUG) process.stderr.write(`[died after ${r.stdout.length} bytes of stdout; stderr: ${r.stderr}]\n`);
  }
  if (r.status === null) {
    process.stderr.write(`ruby4.mjs: giving up on ${path.basename(file)} after ${retries + 1} crashed runs\n`);
    process.exit(70);
  }
  writeAll(1, r.stdout);
  writeAll(2, r.stderr);
  process.exit(r.status);
}

const [file, ...args] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node ruby4.mjs FILE.rb [ARGS...]\n');
  process.exit(2);
}
if (process.env.RUBY_REF_DIRECT === '1') {
  await runInline(file, args);
} else if (process.stdin.isTTY) {
  // interactive: stream everything, no retry
  const r = spawnSync(process.execPath, [...NODE_FLAGS, fileURLToPath(import.meta.url), file, ...args], {
    env: { ...process.env, RUBY_REF_DIRECT: '1' },
    stdio: 'inherit',
  });
  process.exit(r.status === null ? 1 : r.status);
} else {
  runSupervised(file, args);
}
