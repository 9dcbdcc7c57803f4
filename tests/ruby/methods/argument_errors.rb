# ArgumentError messages for arity and keywords, exactly as CRuby 4.0 words them
def two(a, b) = nil
def opt(a, b = 1) = nil
def rest(a, *r) = nil
def kw(k:) = nil
def kw2(a:, b:) = nil
def okw(x: 1) = nil
def noblock = nil
tests = [
  -> { two(1) }, -> { two(1, 2, 3) }, -> { opt }, -> { opt(1, 2, 3) }, -> { rest },
  -> { kw }, -> { kw2 }, -> { kw(k: 1, z: 2) }, -> { okw(y: 1, z: 2) }, -> { okw(1) },
  -> { two(1, 2, k: 3) }, -> { ->(x) {}.call }, -> { [1].first(1, 2) },
  -> { [].first(-1) }, -> { Array.new(-1) }, -> { "x" * -1 }
]
tests.each do |t|
  t.call
  puts "no error"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
def nokw(**nil) = nil
begin
  nokw(a: 1)
rescue ArgumentError => e
  puts e.message
end
