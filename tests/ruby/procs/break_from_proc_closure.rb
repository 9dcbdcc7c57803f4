# break in a proc whose call-with-block has already returned raises LocalJumpError;
# break in a block given to a running call, in a lambda and in loop still works.
def caught
  yield
rescue LocalJumpError => e
  p [e.class, e.message, e.reason, e.exit_value]
end

caught { Proc.new { break 5 }.call }
caught { proc { break 6 }.call }
def call_it(&b) = b.call
caught { pr = proc { break 9 }; call_it(&pr) }
def make = proc { break 3 }
caught { make.call }

p [1, 2].each { break 5 }
p lambda { break 6 }.call
p loop { break 7 }
def give = yield
p give { break 8 }
p call_it { break 10 }
p [1, 2, 3].map { |x| next x * 2 }
r = [1, 2, 3].each do |x|
  [4, 5].each { |y| break if y == 5 }
  break x * 100 if x == 2
end
p r
