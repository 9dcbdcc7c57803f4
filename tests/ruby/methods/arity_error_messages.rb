# ArgumentError messages for wrong arity: required, optional, rest, keywords (missing/unknown)
def req(a, b) = nil
def opt(a, b = 1) = nil
def rest(a, *r) = nil
def kw(a:, b: 2) = nil
def kwonly(x, y:) = nil
calls = [
  -> { req(1) }, -> { req(1, 2, 3) }, -> { opt }, -> { opt(1, 2, 3) }, -> { rest },
  -> { kw }, -> { kw(a: 1, c: 3) }, -> { kw(a: 1, c: 3, d: 4) }, -> { kwonly(1) },
  -> { kwonly(1, 2) }, -> { kwonly(y: 1) }, -> { [].first(1, 2) }, -> { "x".center },
  -> { Struct.new(:a).new(1, 2) }, -> { 1.upto }, -> { [1, 2].each_slice }
]
calls.each do |c|
  c.call
  p :no_error
rescue ArgumentError => e
  p e.message
end
def blk_needed = yield
begin
  blk_needed
rescue LocalJumpError => e
  p e.class, e.message
end
p method(:req).arity, method(:opt).arity, method(:rest).arity, method(:kw).arity, method(:kwonly).arity
