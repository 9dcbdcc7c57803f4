# tap (returns receiver), then/yield_self (returns block value), itself, Object#then chains
r = [3, 1, 2].tap { |a| puts "before sort: #{a}" }.sort.tap { puts "after: #{_1}" }
p r
p 5.then { _1 * 2 }, 5.yield_self { |x| x + 1 }, 5.itself
p [1, 2, 2, 3].group_by(&:itself)
p "hello".then { |s| s.upcase }.then { |s| s + "!" }
obj = Object.new.tap { |o| o.instance_variable_set(:@x, 1) }
p obj.instance_variable_get(:@x)
p nil.then { |x| x.nil? ? "was nil" : x }
p 3.then.class
