# Text transformations with gsub: slugify, title case, squish whitespace, strip tags, mask digits, camel/snake
def slugify(s) = s.downcase.gsub(/[^a-z0-9]+/, "-").gsub(/\A-|-\z/, "")
p slugify("Hello, World! Ruby 4.0 is here"), slugify("  --Already--slugged--  ")
p "the lord of the rings".gsub(/\b(?!of\b|the\b)\w/) { $&.upcase }.sub(/\A\w/) { $&.upcase }
p "  too   many    spaces  ".gsub(/\s+/, " ").strip, "<p>Hi <b>there</b></p>".gsub(/<[^>]+>/, "")
p "card 4111 1111 1111 1234".gsub(/\d(?=(?:\s?\d){4})/, "*"), "phone: 555-123-4567".gsub(/\d/, "#")
p "some_snake_case".gsub(/_(\w)/) { $1.upcase }, "SomeCamelCase".gsub(/(?<!\A)([A-Z])/, '_\1').downcase
p "aaa bbb".gsub(/(\w)\1*/) { |m| "#{m[0]}#{m.size}" }, "hello world".gsub(/o/, "o" => "0")
p "tab\tsep\tvalues".gsub("\t", " | "), "x".gsub(/x/, "\\\\"), "a-b_c".tr("-_", "  ")
