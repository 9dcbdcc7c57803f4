# Runaway recursion raises SystemStackError, which can be rescued; the program continues normally afterwards
def forever(n) = forever(n + 1) + 1
begin
  forever(0)
rescue SystemStackError => e
  puts e.class
end
def mutual_a(n) = mutual_b(n + 1)
def mutual_b(n) = mutual_a(n + 1)
begin
  mutual_a(0)
rescue SystemStackError => e
  puts e.class
end
p [1, 2, 3].sum, SystemStackError.ancestors.include?(StandardError)
