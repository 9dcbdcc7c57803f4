# defined?(A::B) and defined?(x.m) answer nil when evaluating A or x raises
# (here an autoload whose file is missing, and a raising receiver); $! stays.
autoload :Nope, "nope_not_here"
p defined?(Nope)
p defined?(Nope::X)
p defined?(raise("x").foo)
p defined?(Nope)
p $!
