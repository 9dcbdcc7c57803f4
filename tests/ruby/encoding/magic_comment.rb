# -*- coding: binary -*-
# The encoding magic comment sets __ENCODING__ and the encoding of string literals
p __ENCODING__
p "abc".encoding, "caf\xC3\xA9".length, "x#{1}y".encoding
