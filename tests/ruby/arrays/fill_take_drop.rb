# fill, Array.new forms (shared default vs block), take/drop/take_while/drop_while
p Array.new(3), Array.new(3, 0), Array.new(3) { _1 * _1 }, Array(nil), Array([1]), Array(1..3)
shared = Array.new(2, [])
shared[0] << :x
p shared
own = Array.new(2) { [] }
own[0] << :x
p own
p [1, 2, 3, 4].fill(0), [1, 2, 3, 4].fill(9, 2), [1, 2, 3].fill { _1 * 10 }, [1, 2, 3, 4].fill(:z, 1, 2)
a = [1, 3, 5, 6, 7, 9]
p a.take(2), a.drop(2), a.take_while(&:odd?), a.drop_while(&:odd?), a.take(0), a.drop(100)
p a.first(0), a.each_slice(4).map(&:sum)
