# The === protocol across classes: Module#===, Range#===, Regexp#===, Proc#===, Set#===, and user-defined ===
class Even
  def self.===(x) = x.is_a?(Integer) && x.even?
end
checks = [[Integer, 3], [Numeric, 3.5], [(1..5), 3], [/ab/, "cab"], [->(x) { x > 2 }, 5], [Set[1, 2], 2],
          [Even, 4], [Even, 5], [:sym, :sym], ["str", "str"], [String, :sym], [nil, nil], [NilClass, nil]]
p checks.map { |pat, v| pat === v }
p(case 4 when Even then :even else :odd end, case 7 when Even then :even else :odd end)
p [1, "a", 2.0, :b, nil].group_by { |v| case v when Numeric then :num when String, Symbol then :text else :other end }
