# JSON.parse's errors as the json gem 2.18 words and places them (line and
# column, with its count of lines), its options, comments, surrogates and
# numbers. Expected output from CRuby 4.0.
require "json"
def t(src)
  p [src, JSON.parse(src)]
rescue JSON::ParserError => e
  p [src, e.class, e.message, (e.line rescue nil), (e.column rescue nil)]
end
t("[1,\n2,\n x]")
t("[1,\n2,\n\n]")
t("{\"a\":\n\"b\n\"}")
t("\n\n{")
t("[\"a\tb\"]")
t("[\"\\q\"]")
t("[\"\\ud800\"]")
t("[\"\\ud800\\u0041\"]")
t("[\"\\ud83d\\ude00\"]")
t("[1 2]")
t("{\"a\":1 \"b\":2}")
t("{\"a\":1, \"b\" 2}")
t("// c\n[1] /* x */")
t("[1] /")
t("[/* x")
t("[-]")
t("[-a]")
t("[1.5e]")
t("[2.]")
t("[Infinity]")
t("[-Infinity]")
t("{\"a\":1,\"a\":2}")
t("[tru]")
t("[true")
t("{\"a\"")
t("{\"a\":1")
t("[1,")
t("   ")
t("[\"\\u00e9\\u0000\"]")
t("[9999999999999999999999, 1.5e400, -0, -0.0, 0.1]")
