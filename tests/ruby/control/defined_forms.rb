# defined? answers: match-derived globals only when they have a value, $~ and
# $! always; pseudo-variables are expressions; literals and calls are nil when
# an element, receiver or argument is undefined; super skips undef'd methods;
# A::B never finds a top-level B.
def show(label, v) = puts("#{label}: #{v.inspect}")
show "$~ before", defined?($~)
show "$! before", defined?($!)
show "$& before", defined?($&)
show "$1 before", defined?($1)
show "$+ before", defined?($+)
show "$` before", defined?($`)
"abc" =~ /(b)(x)?/
show "$~ matched", defined?($~)
show "$& matched", defined?($&)
show "$1 matched", defined?($1)
show "$2 unmatched group", defined?($2)
show "$3 no group", defined?($3)
show "$+ matched", defined?($+)
show "$' matched", defined?($')
"abc" =~ /z/
show "$~ failed", defined?($~)
show "$& failed", defined?($&)
show "$1 failed", defined?($1)
show "__FILE__", defined?(__FILE__)
show "__LINE__", defined?(__LINE__)
show "__ENCODING__", defined?(__ENCODING__)
show "__method__", defined?(__method__)
show "[1, nosuch]", defined?([1, nosuch])
show "[1, 2]", defined?([1, 2])
show "{a: nosuch}", defined?({a: nosuch})
show "{a: 1}", defined?({a: 1})
show "!$unset_g", defined?(!$unset_g)
show "!@unset_i", defined?(!@unset_i)
show "not $unset_g", defined?(not $unset_g)
show "!$stdout", defined?(!$stdout)
show "!nosuch", defined?(!nosuch)
show "1 + nosuch", defined?(1 + nosuch)
show "puts(nosuch)", defined?(puts(nosuch))
show "Object.new.foo(nosuch)", defined?(Object.new.foo(nosuch))
show "String.new(nosuch)", defined?(String.new(nosuch))
show "puts(1)", defined?(puts(1))
show "interp", defined?("#{nosuch}")
show "1..nosuch", defined?(1..nosuch)
show "a && b", defined?(a && b)
show "nosuch || 1", defined?(nosuch || 1)
class A; def m; end; end
class B < A; undef_method :m; end
class C < B; def m; defined?(super); end; end
show "super undefd", C.new.m
module Top; end
class Scoped; end
show "Scoped::Top", defined?(Scoped::Top)
show "::Top", defined?(::Top)
