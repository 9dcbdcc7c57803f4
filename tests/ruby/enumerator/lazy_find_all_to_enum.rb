# Enumerator::Lazy#find_all is select's alias and stays lazy; to_enum and
# enum_for on a Lazy return a Lazy.
lazy = (1..Float::INFINITY).lazy
p lazy.find_all(&:even?).first(3)
p lazy.find_all(&:even?).class
e = lazy.to_enum(:each_slice, 2)
p e.class
p e.first(2)
p lazy.enum_for(:each_slice, 3).map { |a| a.sum }.first(2)
p [3, 1, 2].lazy.to_enum.sort
l = (1..3).lazy.map { |x| x * 10 }
p l.next, l.peek, l.next
l.rewind
p l.next
p [1, 2].zip((1..Float::INFINITY).lazy.map(&:-@))
