# raise with a string inside a method called from a block: report with 'block in' frames
def process(x)
  raise "cannot process #{x}" if x > 2
  x * 2
end
[1, 2, 3].map { |x| p process(x) }
