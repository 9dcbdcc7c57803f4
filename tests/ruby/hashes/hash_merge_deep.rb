# Deep merge with a recursive block, merge! return values, update with conflicts, and merging many hashes
def deep_merge(a, b)
  a.merge(b) { |_, x, y| x.is_a?(Hash) && y.is_a?(Hash) ? deep_merge(x, y) : y }
end
base = { db: { host: "localhost", port: 5432, opts: { ssl: false } }, debug: false }
over = { db: { port: 6543, opts: { ssl: true, timeout: 5 } }, debug: true, extra: 1 }
p deep_merge(base, over), base[:db][:port]
h = { a: 1 }
r = h.merge!(b: 2) { |*| :never }
p r.equal?(h), h, h.update(a: 10) { |k, o, n| o + n }
all = [{ x: 1 }, { y: 2 }, { x: 3 }].inject { |m, x| m.merge(x) { |_, o, n| [o, n].flatten } }
p all, {}.merge, { a: 1 }.merge({ b: 2 }, { c: 3 }), { a: [1] }.merge({ a: [2] }) { |_, o, n| o + n }
