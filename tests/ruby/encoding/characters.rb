# length, chars, each_char, [], reverse, ord, codepoints and inspect follow the string's encoding
u16 = "h\u00e9llo".encode("UTF-16LE")
p u16, u16.length, u16.bytesize, u16.chars, u16.reverse, u16[1], u16[1, 3], u16[-1], u16.each_char.to_a.size
p u16.ord, u16.codepoints, u16[1].ord
u32 = "a\u{1F600}b".encode("UTF-32BE")
p u32, u32.length, u32.bytesize, u32.chars, u32.reverse, u32[1].bytes
s16 = "a\u{1F600}".encode("UTF-16BE")
p s16.length, s16.chars.map(&:bytesize), s16.codepoints
p "a\u0000".encode("UTF-16LE"), "a\u0000", "a\u0000".b, "\t\"\\".encode("UTF-16LE")
p "abc".force_encoding("UTF-16LE"), "abc".force_encoding("UTF-16LE").length
l1 = "caf\u00e9!".encode("ISO-8859-1")
p l1, l1.length, l1.chars, l1.reverse, l1[3], l1[3].ord, l1.codepoints
sj = "a\u3042\u3044b".encode("Shift_JIS")
p sj, sj.length, sj.chars, sj.reverse, sj[1], sj[1].bytes, sj.ord, sj[1].ord
ej = "\u3042x".encode("EUC-JP")
p ej, ej.length, ej.chars, ej.reverse
p "\xFF\xFE".b, "\xFF\xFE", "\u00e9".b
p "\u00e9".encode("UTF-16"), "\u00e9".encode("UTF-16").bytes
p "#{"\u00e9".encode("UTF-32LE")}".encoding
begin
  "\xff".force_encoding("US-ASCII").ord
rescue => e
  p e.class, e.message
end
x = "ab".encode("UTF-16LE")
x << 0x20AC
p x, x.length
