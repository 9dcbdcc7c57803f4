// `import results from 'virtual:bench-results'`: the newest native benchmark
// results (bench/results/<date>-<host>.json, newest by name), read at build time.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ID = 'virtual:bench-results';

export function benchResults(dir) {
  return {
    name: 'garnet-bench-results',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const newest = readdirSync(dir).filter((name) => name.endsWith('.json')).sort().at(-1);
      if (!newest) return 'export default null;';
      const file = join(dir, newest);
      this.addWatchFile(file);
      return `export default ${JSON.stringify({ file: newest, ...JSON.parse(readFileSync(file, 'utf8')) })};`;
    },
  };
}
