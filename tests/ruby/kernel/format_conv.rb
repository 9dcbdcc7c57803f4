# Kernel#format/sprintf/printf, String#%, and Kernel#Integer/Float/String/Array.
def t
  r = yield
  p r
rescue => e
  puts "#{e.class}: #{e.message}"
end

t { format("%d", 42) }
t { format("%05d|%-5d|%+d|% d", 42, 42, 42, 42) }
t { format("%x %X %o %b %#x %#o %#b", 255, 255, 8, 5, 255, 8, 5) }
t { format("%d", 2**70) }
t { format("%x", -255) }
t { format("%d", 3.99) }
t { format("%d", "0x1f") }
t { format("%d", "abc") }
t { format("%d", nil) }
t { format("%f", 3.14159) }
t { format("%.2f", 2.675) }
t { format("%10.3f|%-10.3f|", 3.14159, 3.14159) }
t { format("%e", 12345.678) }
t { format("%g %g", 1e10, 0.0001) }
t { format("%f", 10**20) }
t { format("%.1f", "2.25") }
t { format("%s and %p", "str", "str") }
t { format("%s", :sym) }
t { format("%s", [1, "a"]) }
t { format("%-6s|%6s|", "ab", "cd") }
t { format("%c%c", 65, "BC") }
t { format("%%") }
t { format("%<a>d-%<b>s", a: 1, b: "x") }
t { format("%{a}-%{b}", a: 1, b: "x") }
t { format("%{c}", a: 1) }
t { format("%d %d", 1) }
t { format("%<a>d", 1) }
t { "%s-%s" % [1, 2] }
t { "%05.1f" % 3.14159 }
t { "%{x}" % {x: "hi"} }
t { "%s" % nil }
t { "%p" % [nil] }
t { sprintf("%3d|", 5) }
printf("%s=%d\n", "x", 10)
$stdout.printf("%d items\n", 3)

t { Integer("42") }
t { Integer("-0x1A") }
t { Integer("0b101") }
t { Integer("0o17") }
t { Integer("017") }
t { Integer(" 12 ") }
t { Integer("1_000") }
t { Integer("12abc") }
t { Integer("") }
t { Integer("z", 36) }
t { Integer("11", 2) }
t { Integer("12", 2) }
t { Integer(12, 2) }
t { Integer("10", 37) }
t { Integer(3.99) }
t { Integer(-3.99) }
t { Integer(1e20) }
t { Integer(Float::NAN) }
t { Integer(Float::INFINITY) }
t { Integer(nil) }
t { Integer("abc", exception: false) }
t { Integer(nil, exception: false) }
t { Integer("99999999999999999999999") }
t { Integer(Object.new) }
t { Float("3.5") }
t { Float("1e3") }
t { Float(" 2.5 ") }
t { Float("1_000.5") }
t { Float("abc") }
t { Float("") }
t { Float("1.") }
t { Float(".5") }
t { Float(3) }
t { Float(2**70) }
t { Float(nil) }
t { Float(true) }
t { Float("x", exception: false) }
t { String(12) }
t { String(nil) }
t { String(:a) }
t { String("s") }
t { Array(nil) }
t { Array([1, 2]) }
t { Array(1..3) }
t { Array("a") }
t { Array({a: 1}) }
t { Array(5) }
t { Hash(nil) }
t { Hash([]) }
t { Hash({a: 1}) }
t { Hash(5) }
