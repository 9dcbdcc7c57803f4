# Pin operator with locals, expressions and ivars; deconstruct/deconstruct_keys on user classes
expected = 5
case 5
in ^expected then p :pinned_match
end
case [1, 1]
in [a, ^a] then p :same
end
@limit = 10
case { n: 10 }
in { n: ^@limit } then p :ivar_pin
end
case 7
in ^(3 + 4) then p :expr_pin
end
class Vec
  attr_reader :x, :y
  def initialize(x, y) = (@x, @y = x, y)
  def deconstruct = [x, y]
  def deconstruct_keys(keys)
    p keys
    { x:, y: }
  end
end
case Vec.new(1, 2)
in [a, b] then p [:arr, a, b]
end
case Vec.new(3, 4)
in { x: 3, y: } then p [:hash, y]
end
case Vec.new(0, 9)
in Vec(x: 0, y:) then p [:const_hash, y]
end
case Vec.new(5, 6)
in Vec[a, b] then p [:const_arr, a + b]
end
r = case 42
    in Integer | Float => num if num > 100 then :big
    in Integer => num then num.to_s
    end
p r
begin
  case 1
  in String then nil
  end
rescue NoMatchingPatternError => e
  p e.class
end
