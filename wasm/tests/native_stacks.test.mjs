// Native stacks on the WebAssembly build (Emscripten fibers over Asyncify):
// blocks of a C++ method suspend their fiber or green thread and resume with
// the method's frames intact. The module under test is build/wasm/cxx-methods/
// garnet.mjs, whose embedder method each_from_cxx(*args) { |x| ... } calls its
// block with each argument from C++ and answers the block's answers.
import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { default: createGarnet } = await import(join(here, '..', '..', 'build', 'wasm', 'cxx-methods', 'garnet.mjs'));

async function run(source, prepare = () => {}) {
  let out = '';
  let err = '';
  const decoder = new TextDecoder();
  const vm = await createGarnet({
    stdout: (bytes) => { out += decoder.decode(bytes); },
    stderr: (bytes) => { err += decoder.decode(bytes); },
  });
  prepare(vm);
  const { exitCode } = await vm.run(source, { filename: 'stacks.rb' });
  return { exitCode, out, err };
}

describe('blocks of a C++ method', () => {
  it('suspend and resume their fibers, 500 at a time', async () => {
    const r = await run(`
      fibers = Array.new(500) { |i| Fiber.new { each_from_cxx(i, i + 1) { |x| Fiber.yield(x) * 2 } } }
      p fibers.sum(&:resume), fibers.sum { |fb| fb.resume(1) }
      p fibers.map { |fb| fb.resume(3) }.uniq, fibers.none?(&:alive?)
    `);
    // Each fiber yields i, then i + 1, and returns [1 * 2, 3 * 2].
    expect(r).toEqual({ exitCode: 0, out: '124750\n125250\n[[2, 6]]\ntrue\n', err: '' });
  });

  it('wait for a Queue or a sleep in green threads, and break out', async () => {
    const r = await run(`
      q = Queue.new
      t = Thread.new { each_from_cxx(:a, :b) { |x| [x, q.pop] } }
      p each_from_cxx(0.001, 0.002) { |s| sleep s }
      q << 1
      q << 2
      p t.value
      p each_from_cxx(1, 2) { |x| break x * 10 if x == 2; x }
    `);
    expect(r).toEqual({ exitCode: 0, out: '[0, 0]\n[[:a, 1], [:b, 2]]\n20\n', err: '' });
  });

  it('run in a Ractor, on its own Web Worker', async () => {
    const r = await run(`
      r = Ractor.new { Fiber.new { each_from_cxx(7) { |x| Fiber.yield(x) } }.then { |fb| [fb.resume, fb.resume(8)] } }
      p r.value
    `);
    expect(r.exitCode).toBe(0);
    expect(r.out).toBe('[7, [8]]\n');
  });

  it('end deep recursion in SystemStackError, and survive a collection while suspended', async () => {
    const r = await run(`
      def down(n) = each_from_cxx(n) { |x| down(x + 1) }
      begin
        down(0)
      rescue SystemStackError => e
        p e.class
      end
      f = Fiber.new { each_from_cxx(1) { Fiber.yield :inside } }
      p f.resume
      GC.start
      p f.resume(5)
    `);
    expect(r).toEqual({ exitCode: 0, out: 'SystemStackError\n:inside\n[5]\n', err: '' });
  });

  it('cannot switch two C++ methods deep: Asyncify unwinds only instrumented frames', async () => {
    const r = await run(`
      f = Fiber.new { each_from_cxx(1) { each_from_cxx(2) { Fiber.yield :deep } } }
      begin
        f.resume
      rescue FiberError => e
        p e.message
      end
    `);
    expect(r).toEqual({ exitCode: 0, out: '"can\'t yield from a block called by a native method"\n', err: '' });
  });

  it('raise fatal when resumed from code a C++ method runs (a required file)', async () => {
    const r = await run(
      `$f = Fiber.new { each_from_cxx(1) { Fiber.yield :a } }
       p $f.resume
       begin
         require "/tmp/resume_it.rb"
       rescue Exception => e
         p e.class, e.message
       end
       GC.start
       p $f.alive?, each_from_cxx(3) { |x| x + 1 }
      `,
      (vm) => vm.FS.writeFile('/tmp/resume_it.rb', 'p $f.resume(2)\n'),
    );
    expect(r.exitCode).toBe(0);
    expect(r.out).toBe(
      ':a\nfatal\n"can\'t resume a block suspended under a C++ method from Ruby code that a C++ method called"\n' +
        'false\n[4]\n',
    );
  });
});
