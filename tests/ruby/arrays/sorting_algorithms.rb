# Classic sorting algorithms written with Array methods, checked against sort
def bubble(a)
  a = a.dup
  loop do
    swapped = false
    (a.size - 1).times { |i| (a[i], a[i + 1] = a[i + 1], a[i]; swapped = true) if a[i] > a[i + 1] }
    break unless swapped
  end
  a
end
def quick(a)
  return a if a.size <= 1
  pivot, *rest = a
  left, right = rest.partition { |x| x < pivot }
  quick(left) + [pivot] + quick(right)
end
def merge_sort(a)
  return a if a.size <= 1
  l, r = a.each_slice((a.size / 2.0).ceil).to_a
  l, r = merge_sort(l), merge_sort(r)
  out = []
  out << (l.first <= r.first ? l.shift : r.shift) while !l.empty? && !r.empty?
  out + l + r
end
def insertion(a)
  a.each_with_object([]) { |x, s| s.insert(s.bsearch_index { |y| y > x } || s.size, x) }
end
data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
p bubble(data), quick(data), merge_sort(data), insertion(data)
p [bubble(data), quick(data), merge_sort(data), insertion(data)].uniq.size == 1, data.sort == quick(data)
p quick(%w[pear apple fig]), merge_sort([2.5, -1, 3])
