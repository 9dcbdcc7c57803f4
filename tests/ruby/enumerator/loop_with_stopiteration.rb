# Kernel#loop stops on StopIteration and returns its result; merging two sorted enumerators with next/peek
a = [1, 4, 9].each
b = [2, 3, 10, 11].each
merged = []
loop do
  x = begin
    a.peek
  rescue StopIteration
    nil
  end
  y = begin
    b.peek
  rescue StopIteration
    nil
  end
  break if x.nil? && y.nil?
  merged << (y.nil? || (!x.nil? && x <= y) ? a.next : b.next)
end
p merged
e = [1, 2].each
r = loop { e.next }
p r
p loop { break :broken }, [10, 20].each_entry.to_a
