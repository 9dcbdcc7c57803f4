# Appending keeps what a String knows about its bytes true: the encoding the
# rules give, whether it is ASCII-only, whether it is valid.

# Numbers' US-ASCII text appended to a UTF-8 String leaves it UTF-8.
s = +"é"
1000.times { |i| s << i.to_s }
p [s.encoding, s.size, s.valid_encoding?, s.ascii_only?]

t = +"a"
1000.times { |i| t.concat(i.to_s); t.send(:<<, "x".encode("US-ASCII")) }
p [t.encoding, t.size, t.ascii_only?]

# A US-ASCII String that is not ASCII-only gives its encoding to an
# ASCII-only receiver.
v = +"a"
v << "\xff".dup.force_encoding("US-ASCII")
p [v.encoding, v.valid_encoding?]

# A broken String stays broken when ASCII follows.
w = +"\xff"
w << "a"
p [w.valid_encoding?, w.ascii_only?]

# An ASCII-only String asked once, then given a multibyte character.
x = +"abc"
x.ascii_only?
x << "é"
p [x.ascii_only?, x.encoding, x.valid_encoding?]

# ASCII-only receiver takes a Latin-1 argument's encoding.
z = +"abc"
z.ascii_only?
z << "é".encode("ISO-8859-1")
p [z.encoding, z.ascii_only?, z.valid_encoding?]

# Appending to itself.
a = +"ab"
a.ascii_only?
a << a
p [a, a.ascii_only?]
b = +"é"
b.valid_encoding?
b << b
p [b, b.valid_encoding?, b.ascii_only?]

# Incompatible encodings raise.
begin
  (+"é") << "é".encode("ISO-8859-1")
rescue Encoding::CompatibilityError => e
  puts e.message
end
