# Range#=== in case/when with integers, floats, strings and dates of numbers
def grade(score)
  case score
  when 90.. then "A"
  when 80...90 then "B"
  when 70...80 then "C"
  else "F"
  end
end
p [95, 90, 89.9, 85, 70, 69, 100].map { grade(_1) }
def kind(c)
  case c
  when "a".."f" then :hex_letter
  when "0".."9" then :digit
  else :other
  end
end
p %w[a f g 5 Z].map { kind(_1) }
p (1..5) === 5, (1...5) === 5, ("a".."c") === "b"
p [1, 5, 10].grep(2..6), (1..3).to_a.grep_v(2)
