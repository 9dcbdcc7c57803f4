# Hash patterns: rest (**rest, **nil), nested hashes, value patterns, guards, and unless guards
def handle(req)
  case req
  in { method: "GET", path: "/" } then "home"
  in { method: "GET", path: %r{\A/users/(\d+)\z} => path } then "user #{path[/\d+/]}"
  in { method: "POST", body: { name: String => name, **rest } } then "create #{name} #{rest}"
  in { method: String => m, **nil } then "bare #{m}"
  in { method: m } unless m == "DELETE" then "other #{m}"
  else "no match"
  end
end
p handle({ method: "GET", path: "/" }), handle({ method: "GET", path: "/users/42" })
p handle({ method: "POST", body: { name: "ann", age: 3 } }), handle({ method: "PUT" })
p handle({ method: "PATCH", x: 1 }), handle({ method: "DELETE", x: 1 })
config = { db: { user: "admin", port: 5432 }, mode: :dev }
case config
in { db: { user:, port: Integer => port }, mode: :dev | :test => mode }
  p user, port, mode
end
p((config in { db: { port: 5000.. } }), (config in { mode: :prod }))
case { name: "x", tags: ["a", "b"] }
in { tags: [*, "b", *] }
  p :has_b
end
h = { status: 404 }
msg = case h
      in { status: 200..299 } then :ok
      in { status: 400.. => code } if code != 418 then :client_error
      end
p msg
