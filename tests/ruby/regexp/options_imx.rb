# Regexp options i, m, x and inline (?i) groups; anchors \A \z ^ $ and multiline text
p "HELLO" =~ /hello/i, "a\nb" =~ /a.b/, "a\nb" =~ /a.b/m
re = /
  (\d{3})  # area
  -?
  (\d{4})  # number
/x
p re.match("555-1234").captures, re.match("5551234").captures
p "Hello" =~ /(?i)hello/, "heLLo" =~ /he(?i:ll)o/, "HELLO" =~ /he(?i:ll)o/
text = "first line\nsecond line\nthird"
p text.scan(/^\w+/), text.scan(/\w+$/), text =~ /\Afirst/, text =~ /\Asecond/
p text =~ /third\z/, "abc\n" =~ /c\Z/, "abc\n" =~ /c\z/
p /x/mix.options, /x/mi.inspect, /a b/x.match?("ab")
p "foo.bar".match?(/\./), "CaSe".gsub(/case/i, "ok")
p "tab\there" =~ /\s/, "a1_" =~ /\W/, "word boundary" =~ /\bbound/
