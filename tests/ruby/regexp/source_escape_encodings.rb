# Regexp#source is in the regexp's own encoding (US-ASCII for an ASCII-only
# one), Regexp.escape gives US-ASCII when it can, and Regexp.new warns that
# it ignores flags given with a Regexp.
p /abc/.source.encoding, /é/.source.encoding, Regexp.new("abc").source.encoding, /a/n.source.encoding, /\xff/n.source.encoding
p Regexp.escape("abc".encode("UTF-8")).encoding, Regexp.escape("abc".b).encoding, Regexp.escape("é").encoding, Regexp.escape(:ab).encoding
p Regexp.new("abc".b).source.encoding, Regexp.new("abc".b).encoding
p Regexp.new(/a/i, Regexp::MULTILINE).options, Regexp.new(/a/i, nil).options
