# String basics: construction, concatenation, comparison, sizes, conversions, bytes.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

p String.new, String.new("abc"), String.new.encoding.to_s, String.new("x").encoding.to_s
s = String.new("ab", capacity: 100)
p s
p "ab" + "cd", "ab" * 3, "" * 5, "é" * 2
err { "ab" + 1 }
err { "ab" * -1 }
err { "ab" + nil }
s = +"a"
s << "b" << 99 << "é"
p s, s.length, s.bytesize
s.concat("x", "y")
p s
t = +"ab"
t.concat(t, t)
p t
p "abc" == "abc", "abc" == "abd", "abc" == :abc, "abc".eql?("abc"), "abc".equal?("abc")
p "a" <=> "b", "b" <=> "a", "a" <=> "a", "a" <=> "ab", "abc" <=> 1
p "abc".hash == "abc".hash, "abc".hash == "abd".hash
p "héllo".length, "héllo".size, "héllo".bytesize, "".empty?, " ".empty?
p "abc".to_s, "abc".to_str, "abc".to_sym, "foo bar".intern
p "12abc".to_i, "-0x1A".to_i(16), "1_000".to_i, "z".to_i(36), "  42  ".to_i, "abc".to_i
p "1.5e3xyz".to_f, "abc".to_f, ".5".to_f, "-2.25".to_f
p "ff".hex, "0x1f".hex, "-ff".hex, "777".oct, "0x1f".oct, "0b101".oct, "zz".hex
err { "1".to_i(1) }
err { "1".to_i(37) }
p "a".ord, "é".ord, "😀".ord
err { "".ord }
p "héllo".chr, "".chr
p "hello".getbyte(0), "hello".getbyte(-1), "hello".getbyte(10)
b = +"hello"
b.setbyte(0, 74)
p b
err { b.setbyte(10, 1) }
p "héllo".bytes, "hello".byteslice(1, 3), "hello".byteslice(-2..), "hello".byteslice(10), "héllo".byteslice(1, 2)
r = +"abc"
r.replace("xyz")
p r
r.clear
p r, r.empty?
q = +"world"
q.prepend("hello ", "big ")
p q
f = "frozen".freeze
err { f << "x" }
err { f.upcase! }
p (+f).frozen?, (-"abc").frozen?, (+f).equal?(f)
g = +"abc"
p (+g).equal?(g)
p "abc".casecmp("ABC"), "abc".casecmp("abd"), "abc".casecmp?("ABC"), "abc".casecmp?("x"), "a".casecmp(1)
p "abc".between?("abb", "abd"), "b".clamp("a", "c")
