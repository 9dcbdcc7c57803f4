# Conditions with ranges and comparisons: between?, cover?, clamp in grading, case with endless ranges, ternaries
def grade(score) = case score
                   when 90.. then "A"
                   when 80...90 then "B"
                   when 70...80 then "C"
                   else "F"
                   end
p [95, 90, 89.9, 75, 12, -1].map { |s| grade(s) }
p 5.between?(1, 5), 5.clamp(..3), (1..5).cover?(5.0), (1...5).cover?(5), 3.0.between?(3, 3)
ages = [3, 15, 30, 70]
p ages.map { |a| a < 13 ? :child : a < 20 ? :teen : a < 65 ? :adult : :senior }
p ages.select { (10..40) === _1 }, ages.partition { _1.between?(10, 40) }
