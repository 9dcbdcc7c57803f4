# Exceptions raised inside iterators: partial results, rescue per element, ensure in map, and collecting errors
inputs = %w[1 2 x 4 y]
ok = []
errors = []
inputs.each_with_index do |s, i|
  ok << Integer(s)
rescue ArgumentError => e
  errors << [i, e.message]
end
p ok, errors
partial = []
begin
  inputs.each { |s| partial << Integer(s) }
rescue ArgumentError
  p partial
end
r = inputs.map { |s| Integer(s, exception: false) }
p r, r.compact.sum, inputs.filter_map { Integer(_1) rescue nil }
