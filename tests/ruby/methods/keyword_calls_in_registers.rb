# Calls whose keywords are all `name: value` pass them without a Hash when
# the method binds them itself; every other callee (natives, **rest, &blk,
# method_missing, blocks, super) still receives them as keywords, and the
# errors are Ruby's.
def area(width:, height:, scale: 1) = width * height * scale
def move(x, y, dx: 0, dy: dx * 2) = [x + dx, y + dy]

p area(width: 2, height: 3)
p area(height: 3, width: 2, scale: 10)
p move(1, 2)
p move(1, 2, dx: 5)
p move(1, 2, dy: 1, dx: 1)

# The same call site, called again and again (cached), then with other classes.
class Box
  def initialize(w:, h: 1) = (@w, @h = w, h)
  def size(unit: "cm") = "#{@w}x#{@h} #{unit}"
end
class Loose
  def size(**opts) = opts
end
class Blocky
  def size(unit:, &blk) = blk ? blk.call(unit) : unit
end
class Ghost
  def method_missing(name, *args, **kw) = [name, args, kw]
  def respond_to_missing?(*) = true
end
[Box.new(w: 2), Box.new(w: 3, h: 4), Loose.new, Blocky.new, Ghost.new, Box.new(w: 1)].each do |o|
  p o.size(unit: "mm")
end

# Order of evaluation is the source's.
log = []
p area(height: (log << :h; 5), width: (log << :w; 7))
p log

# Errors, from a call site that worked before.
def sized(n) = area(width: n, height: 2)
p sized(1)
begin
  area(width: 1)
rescue ArgumentError => e
  p e.message
end
begin
  area(width: 1, height: 2, depth: 3)
rescue ArgumentError => e
  p e.message
end
begin
  move(1, dx: 2)
rescue ArgumentError => e
  p e.message
end

# A method redefined under a cached call site.
def call_site = area(width: 4, height: 5)
p call_site
def area(width:, height:) = "now #{width}/#{height}"
p call_site

# Private methods called without a receiver, and refused with one.
class Secret
  def reveal = hidden(code: 7)
  private def hidden(code:) = code * 6
end
p Secret.new.reveal
begin
  Secret.new.hidden(code: 1)
rescue NoMethodError => e
  p e.message
end

# Blocks, yield, lambdas and super receive them as keywords.
def each_pair_given = yield(key: 1, value: 2)
p(each_pair_given { |key:, value:| [key, value] })
p(each_pair_given { |**kw| kw })
p ->(a:, b: 3) { a + b }.call(a: 1)
class Base; def go(speed:, dir: :n) = [speed, dir]; end
class Car < Base; def go(speed:) = super(speed: speed * 2, dir: :s); end
p Car.new.go(speed: 5)

# Natives with keywords.
p "a-b".split("-", 2)
p [3, 1, 2].sort.each_slice(2).to_a
p Struct.new(:a, :b, keyword_init: true).new(a: 1, b: 2).to_h
p 10.clamp(1, 5)
p "%<x>s-%<y>s" % {x: 1, y: 2}

# Many keywords.
def many(a:, b:, c:, d:, e:, f:, g:, h:, i:, j:, k:, l:, m:, n:, o:, p:, q:, r:) = [a, r]
p many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13, n: 14, o: 15, p: 16, q: 17, r: 18)
