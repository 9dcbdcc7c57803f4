# Binary search written by hand (iterative and recursive) compared with bsearch on many targets
def bs(a, t)
  lo, hi = 0, a.size - 1
  while lo <= hi
    mid = (lo + hi) / 2
    case a[mid] <=> t
    when 0 then return mid
    when -1 then lo = mid + 1
    else hi = mid - 1
    end
  end
  nil
end
def bs_rec(a, t, lo = 0, hi = a.size - 1)
  return nil if lo > hi
  mid = (lo + hi) / 2
  return mid if a[mid] == t
  a[mid] < t ? bs_rec(a, t, mid + 1, hi) : bs_rec(a, t, lo, mid - 1)
end
a = (0...50).map { |i| i * 3 }
targets = [0, 3, 75, 147, 148, -1, 200]
p targets.map { |t| bs(a, t) }, targets.map { |t| bs_rec(a, t) }, targets.map { |t| a.bsearch_index { |x| x >= t } }
p targets.all? { |t| bs(a, t) == bs_rec(a, t) }
