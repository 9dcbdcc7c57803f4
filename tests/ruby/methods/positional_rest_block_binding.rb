# Binding leading required and optional parameters, a *rest and a &block
# from arguments passed in place: defaults run only for the optionals not
# given, the rest takes what is left, the block parameter is nil without one.
def shape(a, b = (b_default = true; :b), *rest, &blk)
  [a, b, b_default, rest, blk&.call]
end
p shape(1)
p shape(1, 2)
p shape(1, 2, 3)
p shape(1, 2, 3, 4) { :blk }
p shape(*[1, 2, 3])

def only_rest(*r, &blk) = [r, r.frozen?, blk.nil?]
p only_rest
p only_rest(1) { }
r = only_rest(1, 2)[0]
r << 3
p r

def opt_only(a = 1, b = a + 1) = [a, b]
p opt_only, opt_only(5), opt_only(5, 6)

def req_block(x, &b) = [x, b ? b.call(x) : :none]
p req_block(2) { |v| v * 10 }, req_block(3)

def deep(a, b = 2, c = 3, *rest) = [a, b, c, rest]
p deep(1), deep(1, :b), deep(1, :b, :c), deep(1, :b, :c, :d, :e)

begin
  shape
rescue ArgumentError => e
  p e.message
end
begin
  opt_only(1, 2, 3)
rescue ArgumentError => e
  p e.message
end

pr = proc { |a, b = :d, *rest| [a, b, rest] }
p pr.call(1), pr.call(1, 2, 3), pr.call([4, 5, 6]), pr.call
la = ->(a, b = :d, *rest, &blk) { [a, b, rest, blk&.call] }
p la.call(1), la.call(1, 2, 3) { :lb }
def captured(a, b = 7, *rest)
  -> { [a, b, rest] }
end
p captured(1).call, captured(1, 2, 3).call

# With keyword parameters, called without keywords: optional keywords take
# their defaults, a **rest is a new empty Hash each call, a required one is
# still missing.
def keys(a, *rest, k: (k_default = true; :k), **opts, &blk) = [a, rest, k, k_default, opts, blk&.call]
p keys(1), keys(1, 2, 3) { :b }, keys(1, k: 2, z: 3)
o1 = keys(1)[4]
o1[:x] = 1
p keys(1)[4]
def forward(*args, **kw, &blk) = keys(*args, **kw, &blk)
p forward(1), forward(1, 2, k: :given) { :fb }
def needs(a, k:) = [a, k]
begin
  needs(1)
rescue ArgumentError => e
  p e.message
end
p needs(1, k: 2)
def last_hash(a, **kw) = [a, kw]
p last_hash({x: 1})
