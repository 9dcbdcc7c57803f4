# sort, sort_by, min_by(n) and Array#<=>: array keys, user <=>, comparison errors (no ties: sort_by is not stable in CRuby)
recs = [[3, "b", 1], [1, "z", 2], [3, "a", 3], [1, "y", 0], [2, "m", 4]]
p recs.sort_by { |r| [r[0], r[1]] }
p recs.sort_by { |r| [r[0], -r[2]] }.map(&:last)
p recs.sort
p [[1, [2, 3]], [1, [2, 2]], [0, [9]]].sort
p [[1, 2], [1], [1, 2, 0], []].sort
p %w[pear Apple fig banana].sort_by(&:downcase)
p (1..10).sort_by { |i| [i % 3, -i] }
p [0.5, -1, 2r, 1.5].sort_by { |x| x }
p({ b: 2, a: 1, c: 0 }.sort_by { |k, v| v })
p [3, 1, 2].min_by(2) { |x| -x }, [3, 1, 2].max_by(2) { |x| x }
p [[1, "a"], [1, "a"]].sort_by { |x| x }.size
Version = Struct.new(:major, :minor) do
  include Comparable
  def <=>(o) = [major, minor] <=> [o.major, o.minor]
end
p [Version.new(1, 2), Version.new(0, 9), Version.new(1, 0)].sort.map(&:to_a)
p [Version.new(1, 2), Version.new(0, 9)].sort_by { |v| [v, 0] }.map(&:to_a)
class Weird
  attr_reader :n
  def initialize(n) = @n = n
  def <=>(o) = (n - o.n) * 0.5
end
p [Weird.new(3), Weird.new(1), Weird.new(2)].sort.map(&:n)
p [[Weird.new(2)], [Weird.new(1)]].sort.map { |a| a[0].n }
[
  -> { [[1, nil], [1, 2]].sort },
  -> { [[1, "a"], [1, 2]].sort_by { |x| x } },
  -> { [3, "a"].sort_by { |x| x } },
  -> { [1, nil].sort_by { |x| x } },
  -> { [:a, 1.5].sort },
  -> { [Object.new, Object.new].sort_by { |x| [x] } },
].each do |f|
  f.call
rescue ArgumentError => e
  puts "#{e.class}: #{e.message.sub(/0x\h+/, "0x")}"
end
a = [1]
a << a
p((a <=> a), ([a] <=> [a]))
class Integer
  alias_method :orig_cmp, :<=>
  def <=>(o) = -orig_cmp(o)
end
p [3, 1, 2].sort, [[1], [3], [2]].sort, [3, 1, 2].sort_by { |x| x }, [1, 2] <=> [1, 3]
class Integer
  alias_method :<=>, :orig_cmp
end
class String
  def <=>(o) = o.size <=> size
end
p %w[a ccc bb].sort, %w[a ccc bb].sort_by { |s| [s] }, %w[a ccc bb].max
