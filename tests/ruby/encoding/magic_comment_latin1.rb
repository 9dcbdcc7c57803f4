# encoding: iso-8859-1
# An `encoding:` comment naming ISO-8859-1: __ENCODING__ and literals follow it
p __ENCODING__
s = "abc"
p s.encoding, s.encode("UTF-8").encoding, "\xE9t\xE9".encode("UTF-8")
