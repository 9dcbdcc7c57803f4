# split and join round trips with separators, limits, and trailing empty fields preserved with -1
line = "a,b,,d,,"
parts = line.split(",", -1)
p parts, parts.join(","), parts.join(",") == line, line.split(","), line.split(",").join(",")
p "k1=v1;k2=v2;k3".split(";").map { _1.split("=", 2) }, "k=v=w".split("=", 2), "a b\tc\n".split(/\s/, -1)
p %w[x y z].join("\n").lines(chomp: true), "one two".split.join("_"), [1, [2, 3]].join("/"), [].join("-")
path = "/usr/local/lib/ruby"
p path.split("/"), path.split("/").reject(&:empty?).join("."), path.split("/", 3), path.rpartition("/").last
