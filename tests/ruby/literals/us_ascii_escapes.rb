# coding: us-ascii
# In a US-ASCII source, a literal with non-ASCII \u escapes is UTF-8; other literals keep US-ASCII
p "\u0065".encoding
p "a\u0301".encoding, "a\u0301"
p "abc".encoding
p "\u{e9}".encoding, "\u{e9}".length
