# next in blocks supplies the block value (map/select/inject), next without value gives nil
p [1, 2, 3, 4].map { |x| next x * 100 if x.even?; x }
p [1, 2, 3].map { |x| next if x == 2; x }
p [1, 2, 3, 4, 5].select { |x| next false if x == 3; x.odd? }
p (1..5).inject(0) { |s, x| next s if x == 3; s + x }
def run = yield
p run { next :early; :late }
res = [1, 2, 3].each_with_object([]) { |x, acc| next if x == 1; acc << x }
p res
p [[1, 2], [3, 4]].flat_map { |a, b| next [a] if a == 1; [a, b] }
p %w[a bb ccc].sum { |w| next 0 if w.size == 2; w.size }
