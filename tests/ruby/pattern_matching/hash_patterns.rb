# Hash patterns: key presence, nested, **rest, **nil, value patterns, binding names with key:
def handle(req)
  case req
  in { type: :get, path: String => path, **nil } then "GET #{path} (exact)"
  in { type: :get, path: } then "GET #{path} with extras"
  in { type: :post, body: { name: String => name, age: Integer => age } } then "POST #{name}/#{age}"
  in { type: :delete, **rest } then "DELETE rest=#{rest}"
  in { type: } then "unknown type #{type}"
  in {} then "empty hash"
  end
end
p handle({ type: :get, path: "/a" })
p handle({ type: :get, path: "/b", q: 1 })
p handle({ type: :post, body: { name: "Ann", age: 30, extra: true } })
p handle({ type: :delete, id: 5, force: true })
p handle({ type: :patch })
p handle({})
config = { db: { user: "admin", port: 5432 }, mode: "dev" }
case config
in { db: { user:, port: Integer => port }, mode: "dev" | "test" => mode }
  p [user, port, mode]
end
p(case { "str" => 1 }; in { str: 1 } then :sym_only; else :no_match; end)
