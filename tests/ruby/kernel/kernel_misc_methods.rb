# Miscellaneous Kernel methods: Integer/Float/String/Array conversions, format, sprintf, loop, catch, frozen? of literals
p sprintf("%05.1f", 3.14159), format("%s", [1, 2]), Array("a\nb"), Array(1..2), String(1.5), Integer("0b11", exception: false)
p [1, 2, 3].sum.then { _1 * 2 }, __method__.inspect, self.to_s, self.class, respond_to?(:puts, true)
p caller.class, caller.is_a?(Array), block_given?
p rand(1..1), srand(5).class, [Comparable, Kernel].map(&:class), Kernel.respond_to?(:format)
p 1.then { |x| x + 1 }, :a.then { _1 }, 5.instance_of?(Integer), 5.frozen?, "".frozen?
