# A Hash literal that repeats a literal key warns at the first and keeps the
# last value; **obj needs a Hash (or to_hash) and raises TypeError otherwise.
h = {a: 1, b: 2, a: 3, 1 => :x,
     1 => :y}
p h
o = Object.new
begin
  {**o}
rescue TypeError => e
  p e.message
end
def o.to_hash = 1
begin
  {**o}
rescue TypeError => e
  p e.message
end
p({**nil, c: 1})
