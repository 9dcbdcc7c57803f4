# A `while` or `until` whose condition is a few locals, literals and calls
# is tested before the first turn as well as after each: the condition
# still runs exactly once per test, in order with the body, and `next`,
# `redo`, `break` and the loop's value keep Ruby's meaning. An `if` or
# `unless` statement without the other branch jumps once.
# Expected output: CRuby 4.0.
$log = []
def check(x) = ($log << x; x)

def count_up(from)
  i = from
  while check(i) < 3
    i += 1
  end
  p $log, i
  $log.clear
end
count_up(0)
count_up(5)

i = 0
until check(i) >= 2
  i += 1
end
p $log
$log.clear

i = 0
r = while i < 10
  i += 1
  next if i.odd?
  break i * 100 if i == 6
end
p r

r = while false do end
p r
r = until true do end
p r

redone = false
i = 0
while i < 2
  i += 1
  unless redone
    redone = true
    redo
  end
end
p [i, redone]

# a condition with && and ||, and a method that changes its answer
class Counter
  def initialize(n) = @n = n
  def more? = (@n -= 1) >= 0
end
c = Counter.new(2)
turns = 0
while c.more? && turns < 10 || false
  turns += 1
end
p turns

# a condition read from an instance variable the body sets
class Walker
  def initialize = @left = 3
  def walk
    steps = []
    while @left > 0
      steps << @left
      @left -= 1
    end
    steps
  end
end
p Walker.new.walk

# a block in the condition is tested at its one place
i = 0
while [1, 2, 3].any? { |x| x > i }
  i += 1
end
p i

# an `if` statement without else, and `unless` without else
def classify(n)
  out = []
  out << :small if n < 10
  out << :even unless n.odd?
  if n > 100
    out << :big
  end
  out
end
p classify(4), classify(7), classify(200), classify(51)

# the condition raising on its first test
def boom = raise("first test")
begin
  while boom
  end
rescue => e
  p e.message
end
