# detailed_message includes error_highlight's snippet (unless error_highlight: false), message does not; then an uncaught ArgumentError
begin
  Integer("4x2")
rescue ArgumentError => e
  p e.message
  puts e.detailed_message(highlight: false)
  puts e.detailed_message(highlight: false, error_highlight: false)
end
begin
  [1, 2].first("x")
rescue TypeError => e
  puts e.detailed_message(highlight: false)
end
begin
  nil.upcase
rescue NoMethodError => e
  puts e.detailed_message(highlight: false)
end
raise RuntimeError, "runtime errors get no snippet"
