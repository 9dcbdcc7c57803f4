# Nested begin/rescue/ensure ordering with re-raises, and exceptions raised inside ensure replacing the original
log = []
begin
  begin
    log << :inner_body
    raise "inner"
  rescue => e
    log << [:inner_rescue, e.message]
    raise ArgumentError, "converted"
  ensure
    log << :inner_ensure
  end
rescue ArgumentError => e
  log << [:outer_rescue, e.message, e.cause.message]
ensure
  log << :outer_ensure
end
p log
r = begin
  begin
    raise "original"
  ensure
    raise "from ensure" rescue nil
  end
rescue => e
  e.message
end
p r
def m
  yield
ensure
  puts "m ensure"
end
p(m { :value }, m { break :broke })
