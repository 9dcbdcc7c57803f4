# Calls that fill a method's required params and some of its optional ones
# start the method at the default for the first optional param not given;
# each default may read and write the params before it. The call sites are
# called again after the method changes: redefined with fewer or more
# params, made private, given a block param.
# Expected output: CRuby 4.0.
def m(a, b = a * 2, c = (flag = true))
  [a, b, c, flag]
end
p m(1), m(1, 5), m(1, 5, 7)

def writes_earlier(a, b = (a = 10; a + 1)) = [a, b]
p writes_earlier(1), writes_earlier(1, 2)

def sets_local(x = (y = 5), z = x + 1) = [x, y, z]
p sets_local, sets_local(1), sets_local(1, 2)

def either(a = nil, b = a || 2) = [a, b]
p either, either(false), either(3), either(3, 4)

def captured(a = 5, b = a + 1) = -> { [a, b] }.call
p captured, captured(1), captured(1, 9)

def calls_method(a = default_value) = a
def default_value = :from_method
p calls_method, calls_method(:given)

def raises_in_default(a = raise(ArgumentError, "no default")) = a
p raises_in_default(1)
begin
  raises_in_default
rescue ArgumentError => e
  p e.message
end

def too_many(a, b = 1) = [a, b]
[[], [1, 2, 3]].each do |args|
  too_many(*args)
rescue ArgumentError => e
  p e.message
end

class Box
  def put(x, y = :default) = [x, y]
end
box = Box.new
def call_put(box, *args) = args.size == 1 ? box.put(args[0]) : box.put(args[0], args[1])
p call_put(box, 1), call_put(box, 1, 2)
Box.class_eval { def put(x) = [:one, x] }
p call_put(box, 1)
begin
  call_put(box, 1, 2)
rescue ArgumentError => e
  p e.message
end
Box.class_eval { def put(x, y = 0, z = 0) = [:three, x, y, z] }
p call_put(box, 1), call_put(box, 1, 2)
Box.class_eval { def put(x, y = 0, &blk) = [:block, x, y, blk] }
p call_put(box, 1), call_put(box, 1, 2)
Box.send(:private, :put)
begin
  call_put(box, 1)
rescue NoMethodError => e
  p e.message
end

# deep recursion through a method with an optional param
def depth(n, acc = 0) = n.zero? ? acc : depth(n - 1, acc + 1)
p depth(5000)
