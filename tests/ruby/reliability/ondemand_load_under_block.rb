# The first use of a library the prelude loads on demand (pp, Rational,
# Complex), by a C++ method given a block it ignores: the method runs on a
# native stack, and the library's top level runs there too.
pp({a: 1}) { }
p 2.pretty_inspect { }
p(2.pow(-1) { })
p((-8).send(:**, 1.0 / 3) { }.class)
