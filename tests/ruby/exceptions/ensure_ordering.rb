# ensure runs on normal exit, exception, return, break and next; order of nested ensure output
def with_ensure(mode)
  puts "start #{mode}"
  begin
    case mode
    when :raise then raise "err"
    when :return then return :returned
    end
    puts "body done"
    :normal
  ensure
    puts "ensure #{mode}"
  end
rescue => e
  puts "rescued #{e.message}"
  :rescued
end
p with_ensure(:normal), with_ensure(:raise), with_ensure(:return)
r = [1, 2, 3].each do |x|
  begin
    break x if x == 2
  ensure
    puts "ensure in block #{x}"
  end
end
p r
begin
  begin
    raise "inner"
  ensure
    puts "inner ensure"
  end
rescue => e
  puts "outer rescue #{e.message}"
ensure
  puts "outer ensure"
end
def ensure_value
  return 1
ensure
  2
end
p ensure_value
def ensure_overrides
  return 1
ensure
  return 3
end
p ensure_overrides
