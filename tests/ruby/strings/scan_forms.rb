# String#scan with and without groups, with blocks, and $~ after scanning
p "one 1 two 22 three 333".scan(/\d+/)
p "a=1, b=2, c=3".scan(/(\w)=(\d)/)
p "key: val, other: thing".scan(/(\w+): (\w+)/).to_h
p "aaa".scan(/a/), "aaa".scan(/aa/), "abc".scan(/x/)
p "hello world".scan(/o/).length
r = []
"a1b2c3".scan(/([a-z])(\d)/) { |letter, digit| r << letter * digit.to_i }
p r
s = []
"foo bar baz".scan(/\w+/) { |w| s << w.upcase }
p s
"x10 y20".scan(/(\w)(\d+)/)
p $~[0], $1, $2
p "test".scan("t"), "a.b.c".scan(".")
p "The Cat sat".scan(/[A-Z]\w*/)
p "hé llo wörld".scan(/\w+/)
p "1,2;3".scan(/\d/).map(&:to_i).sum
p "abab".scan(/(a)(b)?/)
p "2024-01-02".scan(/\d+/).map(&:to_i)
p "aXbXc".scan(/(?<l>[a-z])/)
