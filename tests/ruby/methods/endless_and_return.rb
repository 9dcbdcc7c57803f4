# Endless defs, implicit/explicit return values, multiple return values, return in loops
def sq(x) = x * x
def hello = "hello"
def pred?(n) = n > 3
def explicit(n)
  return :neg if n < 0
  return :zero, n if n.zero?
  :pos
end
p sq(7), hello, pred?(4), explicit(-1), explicit(0), explicit(2)
def find_first_even(list)
  list.each { |x| return x if x.even? }
  nil
end
p find_first_even([1, 3, 6, 8]), find_first_even([1])
def empty_method; end
p empty_method
def last_expr
  x = 1
  x += 1 if true
end
p last_expr
def early_in_while
  i = 0
  while true
    i += 1
    return i * 10 if i == 4
  end
end
p early_in_while
p(def defined_name = 1)
def setter_style=(v)
  @v = v
  :ignored
end
p(self.setter_style = 5)
