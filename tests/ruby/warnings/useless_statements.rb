# Under -w, a statement whose value nothing uses and that can do nothing
# else (a literal, a variable, an operator, self, nil...) is warned about:
# each one but the last of a body, every one at the top level, once its
# list of statements is read.
$stderr = $stdout
$VERBOSE = true
eval <<'RUBY', binding, "snippet.rb"
def m
  1
  2
end
class K
  3
  4
end
[1].each do
  5
  6
end
x = begin
  10
  11
end
y = -> { 12; 13 }
z = x + y.call; -z
+z
z == 1
z.==(1)
!z
z..1
z...1
"a#{z}b"
:"s#{z}"
:sym
__FILE__
__LINE__
1r
2i
/x#{z}/
defined?(z)
::String
String
@z
$1
[8].each { it; nil }
[7].each { _1; nil }
p((3; 4))
"#{7; 8}"
nil
true
self
14
RUBY
