# Pattern variables bind even in failed later branches? (only matched ones are used); nil pattern; underscore reuse
def parse(tokens)
  case tokens
  in ["set", String => key, value] then { op: :set, key:, value: }
  in ["get", key] then { op: :get, key: }
  in ["del", *keys] if keys.any? then { op: :del, keys: }
  in [cmd, *] then { op: :unknown, cmd: }
  in [] then { op: :noop }
  end
end
p parse(%w[set a 1]), parse(%w[get b]), parse(%w[del x y]), parse(%w[del]), parse([])
case { status: "ok", items: [{ id: 1 }, { id: 2 }] }
in { status: "ok", items: [*, { id: 2 } => item, *] }
  p item
end
case [1, [2, [3, [4]]]]
in [_, [_, [_, [deep]]]]
  p deep
end
v = 7
case 7
in Integer | Float => num then p num
end
p(case 1.0; in Integer then :int; in Float then :float; end)
