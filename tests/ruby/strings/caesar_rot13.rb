# Caesar cipher and ROT13 with tr, ord/chr arithmetic, and round trips
def caesar(s, k)
  s.gsub(/[a-z]/) { |c| ((c.ord - 97 + k) % 26 + 97).chr }.gsub(/[A-Z]/) { |c| ((c.ord - 65 + k) % 26 + 65).chr }
end
msg = "Hello, World! xyz"
enc = caesar(msg, 3)
p enc, caesar(enc, -3), caesar(msg, 26) == msg
rot13 = ->(s) { s.tr("A-Za-z", "N-ZA-Mn-za-m") }
p rot13.("Hello"), rot13.(rot13.("Round Trip"))
p (1..25).map { |k| caesar("abc", k) }.first(3)
p "secret".each_char.map { |c| c.ord.to_s(2).rjust(8, "0") }.join(" ")
p "secret".bytes.map { |b| b ^ 42 }.pack("C*").bytes.map { |b| b ^ 42 }.pack("C*")
