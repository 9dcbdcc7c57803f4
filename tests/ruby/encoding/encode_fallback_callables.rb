# String#encode and encode! with a fallback: that is not a Hash (a Method, an
# object with [], a Proc that counts its calls, raises or answers nil or a
# non-String); expected output from CRuby 4.0.
def t
  r = yield
  p [r, r.encoding.name]
rescue => e
  puts "#{e.class}: #{e.message}"
end

def euro(c) = "E#{c.bytesize}"
t { "a\u20acb".encode("ISO-8859-1", fallback: method(:euro)) }

class Table
  def [](c) = "[#{c.ord}]"
end
t { "x\u2603y\u20ac".encode("US-ASCII", fallback: Table.new) }

asked = []
t { "\u20ac\u2603\u20ac-\u2603".encode("ISO-8859-1", fallback: ->(c) { asked << c; "?" }) }
p asked

t { "a\u20ac".encode("ISO-8859-1", fallback: ->(c) { nil }) }
t { "a\u20ac".encode("ISO-8859-1", fallback: ->(c) { 42 }) }
t { "a\u20ac".encode("ISO-8859-1", fallback: ->(c) { raise IndexError, "no #{c}" }) }
t { "plain".encode("ISO-8859-1", fallback: ->(c) { raise "never asked" }) }
t { "a\u20ac".encode("ISO-8859-1", fallback: Object.new) }

s = +"caf\u00e9 \u20ac"
p s.encode!("ISO-8859-1", fallback: proc { |c| "EUR" }).equal?(s), s.encoding.name, s.bytes
f = "a\u20ac".freeze
t { f.encode!("ISO-8859-1", fallback: ->(c) { "E" }) }
