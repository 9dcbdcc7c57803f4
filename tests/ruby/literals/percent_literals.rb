# %w %i %q %Q %() literal forms
p %w[apple banana cherry]
p %w(a b\ c d)
p %i[one two three]
p %w[]
p %q(single 'quoted' #{no})
p %Q(double "quoted" #{1 + 1})
p %(parens (nested) ok)
p %w{x y}, %i<a b>
p %W[a#{1 + 1} b]
p %I[s#{2}]
p %w[1 2 3].map(&:to_i).sum
p %s(sym)
