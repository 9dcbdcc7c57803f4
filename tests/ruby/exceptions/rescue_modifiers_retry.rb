# rescue modifiers, rescue with multiple classes and splat lists, retry with limits, and exception matching via ===
NET = [IOError, EOFError]
def risky(n)
  raise IOError, "io #{n}" if n == 1
  raise KeyError, "key #{n}" if n == 2
  raise TypeError, "type #{n}" if n == 3
  n
end
results = (0..3).map do |n|
  risky(n)
rescue *NET => e
  "net: #{e.message}"
rescue KeyError, TypeError => e
  "#{e.class}: #{e.message}"
end
p results
v = (Integer("x") rescue Float("1.5") rescue 0)
p v, ([1].fetch(9) rescue "fallback")
tries = 0
begin
  tries += 1
  raise "fail #{tries}" if tries < 4
  p "succeeded after #{tries}"
rescue
  retry if tries < 5
end
matcher = Class.new { def self.===(e) = e.message.start_with?("match") }
begin
  raise "match me"
rescue matcher => e
  p [:custom_matcher, e.message]
end
