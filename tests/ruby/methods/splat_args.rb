# *rest parameters, splatting arrays/ranges/nil into calls, post-required params, anonymous *
def rest(a, *others) = [a, others]
p rest(1), rest(1, 2, 3), rest(*[4, 5]), rest(*"x"), rest(1, *nil)
def post(first, *mid, last) = [first, mid, last]
p post(1, 2), post(1, 2, 3, 4)
def all(*) = fwd(*)
def fwd(*a) = a
p all(1, 2), all
args = [1, 2]
p [*args, 3, *[4, [5]]], [*1..3], [*nil], [*"s"]
def opt_rest(a, b = 2, *c, d) = [a, b, c, d]
p opt_rest(1, 9), opt_rest(1, 2, 3), opt_rest(1, 2, 3, 4, 5)
h = { k: 1 }
def takes_hash(*a) = a
p takes_hash(h), takes_hash(**h), takes_hash(*[h])
