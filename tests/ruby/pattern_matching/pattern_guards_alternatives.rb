# Guards with if/unless, alternatives with arrays and ranges, binding inside alternatives forbidden so use nested
def bucket(v)
  case v
  in Integer => n if n.negative? then :negative
  in 0 then :zero
  in 1..9 then :digit
  in Integer unless v > 1000 then :medium
  in Integer then :huge
  in Float => f if f.nan? then :nan
  in Float then :float
  in [] | {} | "" then :empty
  in [Integer, Integer] | [Float, Float] then :pair
  in String => s if s.start_with?("#") then :comment
  else :other
  end
end
p [-5, 0, 7, 500, 10**6, Float::NAN, 2.5, [], {}, "", [1, 2], [1.0, 2.0], [1, 2.0], "#x", "y"].map { bucket(_1) }
