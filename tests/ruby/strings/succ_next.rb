# String#succ/next: carrying across digits, letters, mixed and non-alphanumeric strings
p "a".succ, "az".succ, "zz".succ, "a9".succ, "Az".succ, "Zz".succ
p "a99".succ, "zz99".succ, "1.9.9".succ, "-9".succ, "".succ
p "***".succ, "a-z".succ, "1.9".next, "Ab9zZ".succ
p "<<koala>>".succ, "1999zzz".succ, "ZZZ9999".succ
s = +"x8"
s.succ!
p s
s.next!
p s
p ("a".."e").to_a, ("y".."ab").to_a, ("08".."11").to_a
p ("A".."C").map(&:downcase)
p "a".upto("e").to_a, "9".upto("11").to_a, "a".upto("c", true).to_a
