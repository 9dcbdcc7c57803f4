# clamp and between? with floats, integers and strings, including reversed and equal bounds
p 1.5.clamp(1, 2), 2.5.clamp(1, 2), 0.5.clamp(1, 2), 1.clamp(1.0, 1.0), -0.0.clamp(0, 1), 5.clamp(5..5)
p 3.0.between?(3, 4), 4.between?(3.0, 4.0), "m".between?("a", "z"), "M".between?("a", "z"), 7.clamp(..5.5)
begin
  1.clamp(2, 1)
rescue ArgumentError => e
  p e.message
end
p [15, -3, 7, 100].map { _1.clamp(0, 10) }, [0.1, 0.9, 1.5].map { _1.clamp(0.2, 1.0) }
