# Enumerator sizes without iterating: each_slice/each_cons/cycle/times/upto/with_index/map, and size nil cases
p [1, 2, 3, 4, 5].each_slice(2).size, [1, 2, 3].each_cons(2).size, [1, 2].cycle(3).size, [1, 2].cycle.size
p 5.times.size, 3.upto(10).size, 10.downto(1).size, (1..10).step(3).size, "abc".each_char.size
p [4, 5].map.size, [4, 5].each_with_index.size, { a: 1 }.each.size, (1..).each.size, loop.size
p [1, 2, 3].select.size, [3, 1].sort_by.size, [1].group_by.size, Enumerator.new { |y| y << 1 }.size
p (1..4).each_entry.size rescue p $!.class
p [1, 2, 3].each_slice(2).map(&:sum), [1, 2, 3].each.next, 3.times.map { |i| i * i }
