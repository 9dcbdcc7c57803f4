// The standard library bundled for the playground (vite/stdlib-bundle.mjs):
// which files of build/stdlib's layout go into garnet/stdlib.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stdlibFiles } from '../../vite/stdlib-bundle.mjs';

const root = mkdtempSync(join(tmpdir(), 'garnet-stdlib-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const path of ['4.0.0/time.rb', '4.0.0/optparse/ac.rb', '4.0.0/bundler/cli.rb', '4.0.0/rubygems.rb', '4.0.0/README',
  'gems/logger-1.7.0/lib/logger.rb', 'gems/logger-1.7.0/logger.gemspec', 'gems/rake-13.3.1/lib/rake.rb']) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `# ${path}`);
}

describe('stdlibFiles', () => {
  it('takes the Ruby files of 4.0.0 and of the chosen gems, without Bundler, RubyGems and the like', () => {
    const files = stdlibFiles(root);
    expect(Object.keys(files).sort()).toEqual(['4.0.0/optparse/ac.rb', '4.0.0/time.rb', 'gems/logger-1.7.0/lib/logger.rb']);
    expect(files['4.0.0/time.rb']).toBe('# 4.0.0/time.rb');
  });

  it('answers null when the library is not installed', () => {
    expect(stdlibFiles(join(root, 'missing'))).toBeNull();
  });
});
