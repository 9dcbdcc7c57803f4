# Array mutators: []=, push/pop/shift/unshift, insert, concat, delete,
# delete_at, slice!, clear, replace, fill and the bang methods.
def err
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
a = [1, 2, 3]
a[5] = 6; p a
a[-1] = :x; p a
a[1, 2] = [:b, :c, :d]; p a
a[0, 0] = 0; p a
a[2..3] = nil; p a
a[10, 0] = [1, 2]; p a
a[1..] = []; p a
a[0...0] = [7, 8]; p a
err { a[-10] = 1 }
err { a[-10, 1] = 1 }
err { a[0, -1] = 1 }
err { a[-10..1] = 1 }
b = []
p b.push(1, 2)
p b.append(3)
p b << 4
p b.pop, b.pop(2), b.shift, b
b = [1, 2, 3, 4, 5]
p b.shift(2), b, b.pop(9), b
p b.unshift(1, 2)
p b.prepend(0)
p b.insert(1, :a, :b)
p b.insert(-2, :z)
p b.insert(10, 1)
p b.insert(0)
err { b.insert(-30, 1) }
err { b.pop(-1) }
c = [1, 2]
p c.concat([3], [4, 5])
p c.concat
p c.concat(c)
d = [1, 2, 3, 2, 1]
p d.delete(2), d, d.delete(9), d.delete_at(0), d.delete_at(9), d
e = (1..8).to_a
p e.slice!(1), e.slice!(1, 2), e.slice!(1..2), e.slice!(9), e.slice!(10, 1), e
p e.clear
p e.replace([4, 5]), e
p [1, 2, 3].fill(0), [1, 2, 3].fill(9, 1), [1, 2, 3].fill(8, 1, 1), [1, 2].fill(7, 3, 2), [1, 2, 3].fill(5, 1..), [1, 2, 3].fill(4, -2)
f = [3, nil, 1, nil, [2, [nil]]]
p f.compact
p f.compact!
p f.compact!
p f.flatten!
p f.flatten!
p f.uniq!, [1, 1, 2].uniq!, [1, 1, 2].uniq
p f.compact!
p f.reverse!
p f.rotate!
p f.rotate!(-1)
p f.sort!, f
p [1, [2, [3, [4]]]].flatten!(1), [1, 2].flatten!(0), [1, 2].flatten!
g = [1, 2].freeze
err { g << 3 }
err { g.push }
err { g[0] = 1 }
err { g.pop }
err { g.concat([1]) }
err { g.sort! }
p g.delete(5)
