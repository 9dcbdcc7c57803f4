# return inside a lambda returns from the lambda; inside a proc returns from the enclosing method
def lambda_return
  l = -> { return :from_lambda }
  v = l.call
  [:after_lambda, v]
end
def proc_return
  pr = proc { return :from_proc }
  pr.call
  :never_reached
end
def block_return
  [1, 2, 3].each { |x| return x * 100 if x == 2 }
  :not_here
end
p lambda_return, proc_return, block_return
def next_in_proc
  pr = proc { next :next_value; :unreached }
  [pr.call, :after]
end
p next_in_proc
def yielder = [yield, :after_yield]
def uses_return_in_block
  yielder { return :returned_early }
  :unreached
end
p uses_return_in_block
l2 = lambda { |x| return x * 2 }
p [1, 2].map(&l2)
