# case/when with classes, ranges, regexps, lambdas, splat arrays and comma lists; then case without subject
def describe(x)
  case x
  when Integer, Float then "number #{x}"
  when "", nil then "blank"
  when /\A\d+\z/ then "digits"
  when String then "string #{x.size}"
  when ->(v) { v.respond_to?(:each) } then "enumerable"
  else "other"
  end
end
p [1, 2.5, "", nil, "123", "abc", [1], { a: 1 }, :s].map { |v| describe(v) }
SMALL = [1, 2, 3]
p(case 2 when *SMALL then :small else :big end)
p(case 7 when *SMALL, 7 then :listed end)
t = 15
kind = case
       when t < 0 then :freezing
       when t < 20 then :cool
       else :warm
       end
p kind
p(case "x" when "y" then 1 end)
p (case 5 when 1..3 then :low when 4..6 then :mid end)
