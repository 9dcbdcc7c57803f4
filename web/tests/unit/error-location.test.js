// Locations in Garnet's error reports.
import { describe, expect, it } from 'vitest';
import { findLocations } from '../../src/error-location.js';

describe('findLocations', () => {
  it('finds each frame of a runtime error report', () => {
    const report = "main.rb:2:in 'Object#foo': boom (RuntimeError)\n\tfrom main.rb:4:in '<main>'\n";
    const found = findLocations(report, 'main.rb');
    expect(found.map((l) => l.line)).toEqual([2, 4]);
    expect(report.substr(found[1].index, found[1].length)).toBe('main.rb:4');
    expect(found[0].column).toBeNull();
  });

  it('finds the line of a syntax error, not the bare file name before it', () => {
    const report = 'main.rb: main.rb:3: syntax error found (SyntaxError)\n> 3 | \n';
    expect(findLocations(report, 'main.rb')).toEqual([{ index: 9, length: 9, line: 3, column: null }]);
  });

  it('reads a column when one follows the line', () => {
    expect(findLocations('main.rb:7:12: warning: unused', 'main.rb')[0]).toMatchObject({ line: 7, column: 12 });
  });

  it('ignores other files and names that merely end like the file', () => {
    expect(findLocations('lib/main.rb:3: x\nmymain.rb:4: y\nother.rb:5: z', 'main.rb')).toEqual([]);
  });

  it('escapes the file name', () => {
    expect(findLocations('aXrb:1', 'a.rb')).toEqual([]);
    expect(findLocations('(a+b).rb:6: e', '(a+b).rb')[0].line).toBe(6);
  });
});
