# Keyword arguments: defaults, required, **opts, mixing with positionals, hash to kwargs
def kw(a, b: 2, c: a + b) = [a, b, c]
p kw(1), kw(1, b: 5), kw(1, c: 0, b: 3)
def req(name:, age: 0) = "#{name}/#{age}"
p req(name: "x"), req(age: 3, name: "y")
def opts(x, **o) = [x, o]
p opts(1), opts(1, a: 2, "s" => 3), opts({ h: 1 })
h = { b: 10 }
p kw(0, **h), kw(0, **{})
def anon_fwd(**) = opts(0, **)
p anon_fwd(z: 1)
def all_kinds(a, b = 1, *r, c, d:, e: 5, **k, &blk) = [a, b, r, c, d, e, k, blk&.call]
p all_kinds(1, 2, d: 4)
p all_kinds(1, 2, 3, 4, 5, d: 6, f: 7) { :blk }
def nokw(**nil) = :ok
p nokw
p method(:kw).parameters, method(:all_kinds).arity, method(:req).arity
