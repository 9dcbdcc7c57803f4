# sub/gsub with a hash, a block, back-references and special replacement sequences
p "cat hat bat".gsub(/[chb]at/, "cat" => "dog", "hat" => "cap")
p "hello".gsub(/l/) { |m| m.upcase }
p "hello".gsub("l") { $&.ord.to_s }
p "john smith".gsub(/(\w+)/) { $1.capitalize }
p "a1b22c333".gsub(/\d+/) { |d| d.length.to_s }
p "2024-01-15".sub(/(\d+)-(\d+)-(\d+)/, '\3/\2/\1')
p "hello world".sub(/(?<first>\w+) (?<second>\w+)/, '\k<second> \k<first>')
p "abc".gsub(/b/, '[\0]'), "abc".gsub("b", '<\&>')
p "abc".gsub(/b/, "\\\\"), "a.b.c".gsub(".", "-")
p "abcabc".sub("b", "B"), "abcabc".gsub("b", "B")
p "aaa".gsub(/a/, "a" => 1), "xyz".gsub(/[xz]/, "x" => "X")
p "path/to/file".gsub("/", "\\")
p "hello".gsub(/l/, "L" * 2)
s = +"banana"
p s.sub!(/a/, "A"), s
p s.gsub!(/n/) { "N" }, s
p s.gsub!(/q/, ""), s.sub!("q", "")
p "x-y-z".gsub(/-/).to_a
p "one two".gsub(/o/, "o" => "0")
p "test".gsub(/(t)/) { "#{$~[1].upcase}" }
p "aaa".sub(/a*?/, "b"), "abc".gsub(//, "-")
