# A number followed within 32 bytes by multibyte text: the parser reads the
# number from a slice of the source that may end inside a character.
require "json"
p JSON.parse('[1, "' + "é" * 20 + '"]')
p JSON.parse('{"memsize":97, "v":"' + "日本" * 10 + '"}')
p JSON.parse("[-12.5e3,\"#{"ü" * 40}\"]")
