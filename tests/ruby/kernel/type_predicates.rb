# is_a?/kind_of?/instance_of?/===, respond_to?, nil?, Class/Module checks, Integer vs Numeric
v = [1, 2.0, "s", :s, nil, [], {}, 1..2, -> {}, Object.new.class]
p v.map { _1.class }
p 1.is_a?(Integer), 1.is_a?(Numeric), 1.is_a?(Comparable), 1.kind_of?(Object), 1.instance_of?(Numeric)
p Integer === 1, Numeric === 1.0, String === "s", (1..2) === 1, Symbol === "s"
p nil.nil?, 0.nil?, [].respond_to?(:each), 5.respond_to?(:each), nil.respond_to?(:to_a)
p Integer.is_a?(Class), Integer.is_a?(Module), Kernel.is_a?(Class), Class.superclass, Module.superclass
p nil.to_a, nil.to_s, nil.to_i, nil.inspect, nil & true, nil | 1, true & 3, true ^ true, false | nil
p true.to_s, false.inspect, true.class, NilClass, nil.class.ancestors.include?(Kernel)
p 1.0.is_a?(Integer), 1.0.instance_of?(Float), (1..2).is_a?(Enumerable), "s".is_a?(Comparable)
p [].kind_of?(Array), {}.is_a?(Enumerable), :s.respond_to?(:to_proc), Proc === -> {}
