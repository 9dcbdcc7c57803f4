# Keyword arguments: defaults referring to other params, **opts collection, ** splats, anonymous forwarding, errors
def connect(host, port: 80, timeout: port > 1000 ? 30 : 5, **opts) = [host, port, timeout, opts]
p connect("a"), connect("b", port: 8080), connect("c", timeout: 1, ssl: true), connect("d", **{ port: 2 })
def forward(*, **, &) = connect(*, **, &)
p forward("e", port: 9)
def opts_only(**kw) = kw
p opts_only, opts_only(a: 1), opts_only(**{ "str" => 1 }) rescue p $!.class
begin
  connect("x", bogus: 1, port: 1).then { p _1 }
  def strict(a:, b: 2) = [a, b]
  strict(a: 1, c: 3)
rescue ArgumentError => e
  p e.message
end
begin
  strict(b: 1)
rescue ArgumentError => e
  p e.message
end
h = { a: 1 }
p strict(**h), strict(**h, b: 5)
def pos_and_hash(x, h = {}) = [x, h]
p pos_and_hash(1, { k: 2 }), pos_and_hash(1, k: 2)
def nil_kw(**nil) = :ok
p nil_kw
begin
  nil_kw(a: 1)
rescue ArgumentError => e
  p e.message
end
