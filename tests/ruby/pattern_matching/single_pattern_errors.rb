# NoMatchingPatternError messages of a single pattern (`=>`, case/in with one clause): why each kind of pattern failed; NoMatchingPatternKeyError's key and matchee
def explain
  yield
  p :matched
rescue NoMatchingPatternKeyError => e
  p [e.class, e.message, e.key, e.matchee]
rescue NoMatchingPatternError => e
  p [e.class, e.message]
end
explain { 0 => 1 }
explain { 0 => 1 | 2 }
explain { [] => Hash[] }
explain { 0 => [] }
explain { [0] => [] }
explain { [] => [_, *] }
explain { [0, 0] => [0, 1] }
explain { [0, 0] => [*, 0, 1] }
explain { [] => Hash[*, _, *] }
explain { 0 => [*, _, *] }
explain { [] => [*, _, *] }
explain { [0] => [*, 1, *] }
explain { {} => Array[a:] }
explain { 0 => {a:} }
explain { {a: 0} => {aa:} }
explain { {a: {b: 0}} => {a: {bb:}} }
explain { {a: 0} => {a: 1} }
explain { {a: 0} => {} }
explain { [{a: 0, b: 1}] => [{a: 0, **nil}] }
explain { case [0]; in [1] => _; end }
explain { case 0; in _ if false; end }
explain { case 0; in _ unless true; end }
explain { case [1, 2]; in [_] then 1; in [_, _, _] then 2; end }
explain { 5 => Integer | Float => n }
p((1 in String), ({a: 1} in {b:}))
e = NoMatchingPatternKeyError.new("m", matchee: {x: 1}, key: :y)
p e.message, e.matchee, e.key
