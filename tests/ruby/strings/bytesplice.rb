# String#bytesplice replaces a byte span in place and answers self: by
# index and length, by Range, with a span of the replacement (5 arguments
# or a second Range); a negative start counts from the end and a long
# length is cut at the end. Spans off a character boundary, out of the
# string or negative raise IndexError, a Range out of range RangeError,
# a wrong argument type TypeError, 4 arguments ArgumentError; a frozen
# string raises FrozenError; incompatible encodings raise
# Encoding::CompatibilityError, compatible ones keep the ASCII-compatible
# result's encoding.
def show(label)
  result = yield
  puts "#{label}: #{result.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

s = +"hello world"
show("index")        { s.bytesplice(0, 5, "HELLO") }
show("same object")  { s.bytesplice(0, 0, "").equal?(s) }
show("negative")     { (+"hello").bytesplice(-2, 2, "LO!") }
show("long length")  { (+"hello").bytesplice(3, 100, "p!") }
show("append")       { (+"hello").bytesplice(5, 0, " there") }
show("range")        { (+"hello").bytesplice(1..3, "ipp") }
show("endless")      { (+"hello").bytesplice(2.., "y") }
show("str range")    { (+"hello").bytesplice(0..1, "abcdef", 2..4) }
show("five args")    { (+"hello").bytesplice(0, 2, "abcdef", 3, 2) }
show("self as str")  { t = +"abc"; t.bytesplice(1, 1, t) }
show("utf8")         { (+"héllo").bytesplice(1, 2, "e") }
show("off boundary") { (+"héllo").bytesplice(2, 1, "e") }
show("off in str")   { (+"hello").bytesplice(0, 1, "é", 1, 1) }
show("binary")       { "h\xC3llo".b.bytesplice(1, 1, "\xFF".b) }
show("out of str")   { (+"hello").bytesplice(6, 0, "x") }
show("too negative") { (+"hello").bytesplice(-6, 1, "x") }
show("neg length")   { (+"hello").bytesplice(0, -1, "x") }
show("range out")    { (+"hello").bytesplice(7..8, "x") }
show("not range")    { (+"hello").bytesplice("1", "x") }
show("not string")   { (+"hello").bytesplice(0, 1, 5) }
show("four args")    { (+"hello").bytesplice(0, 1, "x", 0) }
show("frozen")       { "hello".freeze.bytesplice(0, 1, "j") }
show("ascii into utf8") { u = +"héllo"; u.bytesplice(0, 1, "J".encode("US-ASCII")); [u, u.encoding] }
show("utf8 into ascii") { a = "hello".encode("US-ASCII"); a.bytesplice(0, 1, "é"); [a, a.encoding] }
show("incompatible") { (+"héllo").bytesplice(0, 1, "\xFF".b) }
