# split with string separators and limits, join, partition
p "a,b,,c".split(",")
p "a,b,,c,,".split(",")
p "a,b,,c,,".split(",", -1)
p "a b  c".split(" ")
p "  lead  trail ".split
p "a b c d".split(" ", 2)
p "abc".split("")
p "a--b--c".split("--")
p "".split(",")
p "no sep".split(",")
p ["a", 1, nil, :s, [2, [3]]].join("-")
p [1, 2, 3].join
p "key=value=x".partition("="), "key=value=x".rpartition("=")
p "abc".partition("z")
p "1,2,3".split(",").map(&:to_i).sum
