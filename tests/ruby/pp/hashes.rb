# pp of hashes: symbol and other keys, long values, pair breaking.
pp({})
pp({a: 1, "k" => 2, 3 => [4]})
pp({name: "Alice", age: 30, email: "alice@example.com", roles: [:admin, :editor, :viewer]})
pp({numbers: (1..50).to_a, letters: ("a".."z").to_a})
pp({"a long string key that goes on and on" => "a long string value that also goes on and on"})
pp({:"foo bar" => 1, :"a=" => 2, :+ => 3, :b? => 4, :c! => 5, :@iv => 6, :$g => 7, :A => 8})
pp({x: {y: {z: (1..30).to_a}}})
pp({[1, 2] => {3 => 4}, nil => nil, 1.5 => :f})
h = {a: 1}
h[:self] = h
pp h
pp({list: [{id: 1, name: "one", tags: %w[a b c]}, {id: 2, name: "two", tags: %w[d e f]}, {id: 3, name: "three", tags: []}]})
pp({key: "v" * 90})
pp({"k" * 40 => "v" * 40})
