# Enumerable#to_set and Array#to_set; the Set class is on_demand/set.rb,
# loaded on first reference to the constant.

module Enumerable
  def to_set(klass = Set, *args, &block)
    klass.new(self, *args, &block)
  end
end

class Array
  def to_set(klass = Set, *args, &block)
    klass.new(self, *args, &block)
  end
end
