# ensure runs for break/next/return out of blocks and for exceptions crossing several frames
log = []
def outer(log)
  inner(log)
ensure
  log << :outer_ensure
end
def inner(log)
  [1, 2, 3].each do |i|
    begin
      raise "boom" if i == 2
      log << i
    ensure
      log << "ensure#{i}"
    end
  end
ensure
  log << :inner_ensure
end
begin
  outer(log)
rescue => e
  log << e.message
end
p log
log2 = []
r = [1, 2, 3].each do |i|
  begin
    break i * 10 if i == 2
  ensure
    log2 << i
  end
end
p r, log2
def with_next = [1, 2].map { |i| begin; next i * 3; ensure; print "e#{i} "; end }
p with_next
