// `import results from 'virtual:bench-results'`: the newest benchmark results
// (bench/results/<date>-<host>[-quick].json), read at build time: the newest
// full run, or the newest quick one when there is no full run.
export function newestResults(names) {
  const json = names.filter((name) => name.endsWith('.json')).sort();
  const full = json.filter((name) => !name.endsWith('-quick.json'));
  return (full.length ? full : json).at(-1);
}

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ID = 'virtual:bench-results';

export function benchResults(dir) {
  return {
    name: 'garnet-bench-results',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const newest = newestResults(readdirSync(dir));
      if (!newest) return 'export default null;';
      const file = join(dir, newest);
      this.addWatchFile(file);
      return `export default ${JSON.stringify({ file: newest, ...JSON.parse(readFileSync(file, 'utf8')) })};`;
    },
  };
}
