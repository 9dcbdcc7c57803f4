# Without a magic comment the source encoding is UTF-8
p __ENCODING__, "abc".encoding, "\u00e9".encoding, "\xff".encoding, eval("__ENCODING__")
