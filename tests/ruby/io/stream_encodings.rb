# IO#external_encoding / #internal_encoding / #set_encoding: reading streams
# default to Encoding.default_external, writing-only ones to nil; reads are
# tagged with the external encoding set; set_encoding replaces binmode's.
p STDIN.external_encoding, STDIN.internal_encoding, STDOUT.external_encoding, STDERR.external_encoding
STDERR.set_encoding("ISO-8859-1")
p STDERR.external_encoding
path = File.join(ENV.fetch("TMPDIR"), "stream_encodings.txt")
File.binwrite(path, "\xA7\x41\xA6\x6E")
w = File.open(path, "a")
r = File.open(path)
p r.external_encoding, w.external_encoding
w.close
p r.set_encoding("Big5:UTF-8").equal?(r), r.external_encoding, r.internal_encoding
r.set_encoding(Encoding::Big5, Encoding::Big5)
p r.internal_encoding
text = r.read
p text.encoding, text.valid_encoding?, text.chars.size
r.binmode
r.set_encoding(nil)
p r.external_encoding
r.close
p r.external_encoding
