// The JS API of build/wasm/garnet.mjs: createGarnet({ stdout, stderr, stdin, env }),
// vm.run(source, { filename, args }) → { exitCode, durationMs },
// vm.runCommand(argv) (the garnet command's switches), vm.writeInput(data),
// vm.closeInput(), vm.stop(), vm.signal(n), vm.outputClosed(fd); and the command wasm/garnet-node.mjs under signals and
// a closed pipe.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { default: createGarnet } = await import(join(here, '..', '..', 'build', 'wasm', 'garnet.mjs'));

// A VM whose output is collected as text, in order, stderr marked.
async function capturing(options = {}) {
  const events = [];
  const decoder = new TextDecoder();
  const vm = await createGarnet({
    stdout: (bytes) => events.push(['out', decoder.decode(bytes)]),
    stderr: (bytes) => events.push(['err', decoder.decode(bytes)]),
    ...options,
  });
  const text = (stream) => events.filter(([s]) => s === stream).map(([, t]) => t).join('');
  return { vm, events, out: () => text('out'), err: () => text('err') };
}

// Resolves once condition() holds (checked every 5 ms; the test's timeout ends a wait that never does).
function until(condition) {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 5));
    check();
  });
}

describe('run', () => {
  it('routes stdout and stderr to their callbacks', async () => {
    const { vm, out, err } = await capturing();
    const result = await vm.run('puts "to out"; $stderr.puts "to err"; print 1, 2', { filename: 'io.rb' });
    expect(result.exitCode).toBe(0);
    expect(out()).toBe('to out\n12');
    expect(err()).toBe('to err\n');
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('gives programs the environment it was made with, in place of the default set', async () => {
    const { vm, out } = await capturing({ env: { GARNET_GREETING: 'hello', HOME: '/home/test' } });
    await vm.run('p ENV["GARNET_GREETING"], ENV["HOME"], ENV.key?("USER"); ENV["NEW"] = "1"; p ENV.to_h.size');
    expect(out()).toBe('"hello"\n"/home/test"\nfalse\n3\n');
  });

  it('runs a command line as the garnet command does', async () => {
    const { vm, out, err } = await capturing();
    const result = await vm.runCommand(['-W0', '-e', 'warn "hidden"; p $VERBOSE, ARGV', 'a', 'b']);
    expect(result.exitCode).toBe(0);
    expect(out()).toBe('nil\n["a", "b"]\n');
    expect(err()).toBe('');
    expect((await vm.runCommand(['-c', '-e', 'x = 1'])).exitCode).toBe(0);
    expect(out()).toContain('Syntax OK\n');
    expect((await vm.runCommand(['--no-such-switch'])).exitCode).toBe(1);
    expect(err()).toContain('invalid option --no-such-switch');
  });

  it('answers Ruby exit statuses', async () => {
    const { vm } = await capturing();
    expect((await vm.run('exit 3')).exitCode).toBe(3);
    expect((await vm.run('exit false')).exitCode).toBe(1);
    expect((await vm.run('raise "boom"')).exitCode).toBe(1);
    expect((await vm.run('nil')).exitCode).toBe(0);
  });

  it('reports an uncaught exception with file and line', async () => {
    const { vm, err } = await capturing();
    const { exitCode } = await vm.run('x = 1\nraise ArgumentError, "bad"\n', { filename: 'oops.rb' });
    expect(exitCode).toBe(1);
    // Ruby 4.0's report, with error_highlight's snippet under the arguments.
    expect(err()).toBe(
      "oops.rb:2:in '<main>': bad (ArgumentError)\n\nraise ArgumentError, \"bad\"\n      ^^^^^^^^^^^^^^^^^^^^\n",
    );
  });

  it('reports a syntax error and runs nothing', async () => {
    const { vm, out, err } = await capturing();
    const { exitCode } = await vm.run('puts :before\ndef broken(\n', { filename: 'syntax.rb' });
    expect(exitCode).toBe(1);
    expect(out()).toBe('');
    expect(err()).toMatch(/^syntax\.rb: syntax\.rb:3: syntax error found \(SyntaxError\)\n/);
  });

  it('places the script in the file system under its name', async () => {
    const { vm, out } = await capturing();
    await vm.run('p File.read(__FILE__).size, File.mtime(__FILE__).class', { filename: 'placed.rb' });
    await vm.run('puts File.read(__FILE__)', { filename: 'placed.rb' }); // a later run's source replaces it
    expect(out()).toBe('54\nTime\nputs File.read(__FILE__)\n');
  });

  it('passes ARGV and the filename', async () => {
    const { vm, out } = await capturing();
    await vm.run('p ARGV, __FILE__, $0', { filename: 'args.rb', args: ['one', 'two words', 3] });
    expect(out()).toBe('["one", "two words", "3"]\n"args.rb"\n"args.rb"\n');
  });

  it('reads stdin from a string or a function', async () => {
    const fixed = await capturing({ stdin: 'first\nsecond\n' });
    await fixed.vm.run('p gets, gets, gets');
    expect(fixed.out()).toBe('"first\\n"\n"second\\n"\nnil\n');
    const chunks = ['a', 'b\nc\n'];
    const fed = await capturing({ stdin: () => chunks.shift() ?? null });
    await fed.vm.run('p $stdin.read');
    expect(fed.out()).toBe('"ab\\nc\\n"\n');
  });

  it('gives each run of a module its own standard input', async () => {
    let input = 'one\n';
    const { vm, out } = await capturing({ stdin: () => { const given = input; input = null; return given; } });
    await vm.run('p gets, gets');
    input = 'two\n';
    await vm.run('p gets, gets');
    expect(out()).toBe('"one\\n"\nnil\n"two\\n"\nnil\n');
  });

  it('takes input written while the program waits, and a Promise of it', async () => {
    const typed = await capturing({ stdin: () => undefined });
    const done = typed.vm.run('print "name? "; p gets; p $stdin.read');
    await until(() => typed.out() === 'name? ');
    typed.vm.writeInput('Ada\nrest');
    await until(() => typed.out().includes('"Ada\\n"'));
    typed.vm.closeInput();
    await done;
    expect(typed.out()).toBe('name? "Ada\\n"\n"rest"\n');
    const promised = await capturing({ stdin: () => new Promise((resolve) => setTimeout(() => resolve('late\n'), 20)) });
    await promised.vm.run('p gets');
    expect(promised.out()).toBe('"late\\n"\n');
  });

  it('runs other threads while one waits for input, and stop() interrupts the wait', async () => {
    const { vm, out } = await capturing({ stdin: () => undefined });
    const done = vm.run(`
      Thread.new { 3.times { |i| puts "tick \#{i}"; sleep 0.01 } }
      begin
        gets
      rescue Interrupt
        puts "interrupted"
      end`);
    await until(() => out().includes('tick 2'));
    vm.stop();
    expect((await done).exitCode).toBe(0);
    expect(out()).toBe('tick 0\ntick 1\ntick 2\ninterrupted\n');
  });

  it('runs fibers, threads and queues', async () => {
    const { vm, out } = await capturing();
    const { exitCode } = await vm.run(`
      f = Fiber.new { Fiber.yield 1; 2 }
      q = Queue.new
      t = Thread.new { sleep 0.001; q << :late }
      p [f.resume, f.resume, q.pop, t.join.status]
    `);
    expect(exitCode).toBe(0);
    expect(out()).toBe('[1, 2, :late, false]\n');
  });
});

describe('stop', () => {
  it('raises Interrupt in a runaway loop', async () => {
    const { vm, out, err } = await capturing();
    const running = vm.run('puts :started\nloop {}\n', { filename: 'spin.rb' });
    setTimeout(() => vm.stop(), 200);
    const { exitCode } = await running;
    expect(exitCode).toBe(130);
    expect(out()).toBe('started\n');
    expect(err()).toMatch(/^spin\.rb:2:in .*Interrupt/);
  });

  it('ends a sleep at once, and ensure clauses run', async () => {
    const { vm, out } = await capturing();
    const running = vm.run('begin\n  sleep 30\nrescue Interrupt\n  puts :interrupted\nensure\n  puts :ensured\nend\n');
    setTimeout(() => vm.stop(), 100);
    const { exitCode, durationMs } = await running;
    expect(exitCode).toBe(0);
    expect(out()).toBe('interrupted\nensured\n');
    expect(durationMs).toBeLessThan(10_000);
  });

  it('has no child processes: each method raises NotImplementedError, naming it as CRuby does', async () => {
    const { vm, out } = await capturing();
    const calls = ['fork', 'system("true")', 'spawn("true")', '`true`', 'exec("true")', 'IO.popen("true")',
                   'Process.wait', 'Process.wait2', 'Process.waitall', 'Process.detach(1)', 'Process.ppid'];
    const script = calls.map((c) => `begin; ${c}; rescue NotImplementedError => e; puts e.message; end`).join('\n');
    expect((await vm.run(script)).exitCode).toBe(0);
    expect(out()).toBe(['fork', 'system', 'spawn', '`', 'exec', 'popen', 'wait', 'wait2', 'waitall', 'detach', 'ppid']
      .map((name) => `${name}() function is unimplemented on this machine\n`).join(''));
  });

  it('delivers other signals as kill(2) would: a trap, else SignalException after ensure clauses', async () => {
    const { vm, out } = await capturing();
    const running = vm.run('trap("USR1") { puts :usr1 }\nbegin\n  sleep 30\nensure\n  puts :ensured\nend\n');
    setTimeout(() => vm.signal(10), 100);
    setTimeout(() => vm.signal(15), 400);
    const { exitCode, durationMs } = await running;
    expect(exitCode).toBe(143);
    expect(out()).toBe('usr1\nensured\n');
    expect(durationMs).toBeLessThan(10_000);
  });

  it('answers false when nothing runs', async () => {
    const { vm } = await capturing();
    expect(vm.stop()).toBe(false);
    expect((await vm.run('p 1')).exitCode).toBe(0); // a stale stop does not reach the next run
  });

  it('allows one run at a time', async () => {
    const { vm, out } = await capturing();
    const first = vm.run('sleep 0.05; puts :first');
    await expect(vm.run('puts :second')).rejects.toThrow(/already running/);
    await first;
    expect(out()).toBe('first\n');
  });
});

describe('isolates', () => {
  it('run Ractors on the module\'s workers and take their values', async () => {
    const { vm, out } = await capturing();
    const { exitCode } = await vm.run(`
      Warning[:experimental] = false
      rs = 4.times.map { |i| Ractor.new(i) { |n| (1..100_000).sum * n } }
      p rs.map(&:value)
      p Ractor.new { Ractor.receive * 2 }.tap { |r| r.send(21) }.value
    `);
    expect(exitCode).toBe(0);
    expect(out()).toBe('[0, 5000050000, 10000100000, 15000150000]\n42\n');
  });

  // The pool: one worker when createGarnet() resolves, one per core more
  // after start-up, unless preloadWorkers is false; then Ractors get their
  // workers when they start.
  const poolSize = (vm) => vm.PThread.unusedWorkers.length + vm.PThread.runningWorkers.length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('load a worker per core after start-up', async () => {
    const { vm } = await capturing();
    await until(() => poolSize(vm) === 1 + cpus().length);
  });

  it('start on workers made when they are needed under preloadWorkers: false', async () => {
    const { vm, out } = await capturing({ preloadWorkers: false });
    await vm.run('nil');
    await settle();
    expect(poolSize(vm)).toBe(1);
    const { exitCode } = await vm.run(`
      Warning[:experimental] = false
      p 3.times.map { |i| Ractor.new(i) { |n| n * 10 } }.map(&:value)
    `);
    expect(exitCode).toBe(0);
    expect(out()).toBe('[0, 10, 20]\n');
    expect(poolSize(vm)).toBeGreaterThan(1);
  });
});

describe('stats', () => {
  it('shows each isolate on its own Web Worker, with its threads, fibers and running time', async () => {
    const { vm } = await capturing();
    const running = vm.run(`
      Warning[:experimental] = false
      f = Fiber.new { Fiber.yield }
      f.resume
      sleeper = Thread.new { sleep }
      rs = 2.times.map { |i| Ractor.new(name: "r#{i}") { loop { } } }
      Ractor.receive # until stopped
    `);
    let stats;
    for (let tries = 0; tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stats = vm.stats();
      const busy = stats.isolates.filter((i) => i.state === 'running' && i.cpuMs > 20);
      if (busy.length === 2) break;
    }
    vm.stop();
    await running;
    const byName = Object.fromEntries(stats.isolates.map((i) => [i.name, i]));
    expect(Object.keys(byName).sort()).toEqual(['main', 'r0', 'r1']);
    expect(byName.main).toMatchObject({ id: 1, state: 'waiting', threads: 2, fibers: 1 });
    expect(byName.r0).toMatchObject({ state: 'running', threads: 1, fibers: 0 });
    const workers = new Set(stats.isolates.map((i) => i.worker));
    expect(workers.size).toBe(3);
    expect(stats.workers.map((w) => w.id).sort()).toEqual([...workers].sort());
    expect(vm.stats().isolates.find((i) => i.name === 'main').state).toBe('ended');
  });
});

describe('memory', () => {
  it('grows to its 1 GB limit, then raises NoMemoryError instead of crashing, and the module runs on', async () => {
    const { vm, out, err } = await capturing();
    const hog = 'chunks = []\nloop { chunks << "x" * 10_000_000 }\n';
    const { exitCode } = await vm.run(hog, { filename: 'hog.rb' });
    expect(exitCode).toBe(1);
    expect(err()).toMatch(/^hog\.rb:2:in .*: failed to allocate memory \(NoMemoryError\)\n/);
    await vm.run('chunks = []\nbegin\n  loop { chunks << "x" * 10_000_000 }\nrescue NoMemoryError\n  p chunks.size > 90\nend\n');
    expect(out()).toBe('true\n');
  });
});

describe('closed output', () => {
  it('fails the next write with Errno::EPIPE once the host says the reader is gone', async () => {
    const { vm, err } = await capturing();
    vm.outputClosed(1);
    const script = '$stdout.sync = true\nbegin\n  puts 1\nrescue Errno::EPIPE => e\n  $stderr.puts e.message\nend\nputs 2\n';
    const { exitCode } = await vm.run(script);
    expect(err()).toBe('Broken pipe @ io_writev - <STDOUT>\n'); // as ruby(1) and the native garnet
    expect(exitCode).toBe(141); // the uncaught EPIPE on $stdout ends the program as SIGPIPE would, silently
  });
});

// Runs wasm/garnet-node.mjs with a shell pipeline or a signal; resolves to its status and stderr.
function garnetNode(args, { pipeTo, signal, after } = {}) {
  const command = join(here, '..', 'garnet-node.mjs');
  const child = pipeTo
    ? spawn('bash', ['-c', `node ${command} "$@" | ${pipeTo}; echo "status=\${PIPESTATUS[0]}" >&2`, 'bash', ...args])
    : spawn('node', [command, ...args]);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (signal && out.includes('start')) setTimeout(() => child.kill(signal), after);
  });
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise((done) => child.on('close', (code, sig) => done({ code, sig, out, err })));
}

describe('garnet-node.mjs', () => {
  it('ends silently with status 141 when its output pipe closes, as ruby(1)', async () => {
    const { err } = await garnetNode(['-e', 'loop { puts 1 }'], { pipeTo: 'head -1 >/dev/null' });
    expect(err).toBe('status=141\n');
  });

  it('turns Ctrl-C into Interrupt: ensure clauses run and the report names it', async () => {
    const script = '$stdout.sync = true\nputs "start"\nbegin\n  loop { }\nensure\n  $stderr.puts "ensure ran"\nend\n';
    const { code, out, err } = await garnetNode(['-e', script], { signal: 'SIGINT', after: 300 });
    expect(out).toBe('start\n');
    expect(err).toMatch(/^ensure ran\n-e:4:in .*Interrupt/);
    expect(code).toBe(130);
  });
});

describe('several VMs', () => {
  it('keep their state and output apart', async () => {
    const a = await capturing();
    const b = await capturing();
    await a.vm.run('$x = :a; puts $x');
    await b.vm.run('puts $x.inspect');
    await a.vm.run('puts $x.inspect'); // each run starts a fresh VM
    expect(a.out()).toBe('a\nnil\n');
    expect(b.out()).toBe('nil\n');
  });
});
