// The Examples menu: everyday scripts from the repository's examples/ and
// the concurrency programs of web/examples/, sized for a browser (isolates
// run on the module's Web Workers).
import hello from '../../examples/hello.rb?raw';
import closures from '../../examples/closures.rb?raw';
import shapes from '../../examples/shapes.rb?raw';
import threadsAndFibers from '../../examples/threads_and_fibers.rb?raw';
import tarai from '../../examples/tarai.rb?raw';
import greeting from '../examples/greeting.rb?raw';
import taraiIsolates from '../examples/tarai_isolates.rb?raw';
import lambdaIsolates from '../examples/lambda_isolates.rb?raw';
import fiberRing from '../examples/fiber_ring.rb?raw';
import fiberResume from '../examples/fiber_resume.rb?raw';
import threadSleeps from '../examples/thread_sleeps.rb?raw';

// { id, title, group, source, stdin? }
export const EXAMPLES = [
  { id: 'hello', group: 'Ruby', title: 'Hello: blocks, hashes, big integers', source: hello },
  { id: 'closures', group: 'Ruby', title: 'Closures, lambdas and iterators', source: closures },
  { id: 'shapes', group: 'Ruby', title: 'Classes, modules and pattern matching', source: shapes },
  { id: 'greeting', group: 'Ruby', title: 'Reading stdin with gets', source: greeting, stdin: 'Ada\nLovelace\n' },
  { id: 'tarai', group: 'Ruby', title: 'tarai(12, 6, 0) on one isolate', source: tarai },
  { id: 'threads_and_fibers', group: 'Concurrency', title: '1,000 green threads, a Queue and fibers', source: threadsAndFibers },
  { id: 'thread_sleeps', group: 'Concurrency', title: 'Thread sleeps: 100 µs sleep and join precision', source: threadSleeps },
  { id: 'fiber_ring', group: 'Concurrency', title: 'Fiber ring: Fiber#transfer over 100…10,000 fibers', source: fiberRing },
  { id: 'fiber_resume', group: 'Concurrency', title: 'Fiber#resume over 100…10,000 fibers', source: fiberResume },
  { id: 'tarai_isolates', group: 'Concurrency', title: 'tarai on 1 vs 4 isolates (Ractors on Web Workers)', source: taraiIsolates },
  { id: 'lambda_isolates', group: 'Concurrency', title: 'Lambdas in 1, 2, 4 isolates', source: lambdaIsolates },
];

export const DEFAULT_EXAMPLE = EXAMPLES[0];

export const exampleById = (id) => EXAMPLES.find((e) => e.id === id) ?? null;
