# each_line converts a separator that is not a String with to_str once per
# call, however many lines the String has; an empty String converts nothing.
sep = Object.new
calls = 0
sep.define_singleton_method(:to_str) { calls += 1; "\n" }
text = "line\n" * 300
count = 0
text.each_line(sep) { count += 1 }
p [count, calls]
p text.each_line(sep, chomp: true).first(2)
p calls
p("".each_line(1).to_a)
p(("ab".each_line(1) { } rescue $!))
bad = Object.new
def bad.to_str = 5
p(("ab\ncd".each_line(bad) { } rescue $!))
