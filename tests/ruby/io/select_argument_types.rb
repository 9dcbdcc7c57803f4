# IO.select's three sets must be Arrays or nil: anything else raises TypeError
# (no implicit conversion).
[[Object.new], [nil, Object.new], [nil, nil, Object.new]].each do |args|
  begin
    IO.select(*args)
    p :returned
  rescue TypeError => e
    p e
  end
end
