# Uncaught ArgumentError whose call spreads its arguments over two lines: no snippet
def parse_hex(text)
  Integer(text,
          16)
end
puts parse_hex("ff")
puts parse_hex("fg")
