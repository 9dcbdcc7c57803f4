// `import results from 'virtual:bench-results'`: the newest benchmark results
// (bench/results/<date>-<host>[-quick].json), read at build time: the newest
// full run, or the newest quick one when there is no full run. The same for
// another folder under another id (`virtual:ruby-bench-results`: the newest
// run of the public suite, bench/results/public-suite/).
export function newestResults(names) {
  const json = names.filter((name) => name.endsWith('.json')).sort();
  const full = json.filter((name) => !name.endsWith('-quick.json'));
  return (full.length ? full : json).at(-1);
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function benchResults(dir, virtualId = 'virtual:bench-results') {
  return {
    name: `garnet-${virtualId.slice('virtual:'.length)}`,
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : null),
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      const newest = newestResults(existsSync(dir) ? readdirSync(dir) : []);
      if (!newest) return 'export default null;';
      const file = join(dir, newest);
      this.addWatchFile(file);
      return `export default ${JSON.stringify({ file: newest, ...JSON.parse(readFileSync(file, 'utf8')) })};`;
    },
  };
}
