# Dispatching on JSON-like messages with nested hash/array patterns, alternatives and guards
def handle(msg)
  case msg
  in { type: "ping" } then "pong"
  in { type: "add", args: [Integer => a, Integer => b] } then "sum=#{a + b}"
  in { type: "add", args: [*, String, *] } then "bad args"
  in { type: "user", data: { name: String => name, roles: [*, "admin", *] } } then "admin #{name}"
  in { type: "user", data: { name: } } if name.empty? then "anonymous"
  in { type: "user", data: { name: } } then "user #{name}"
  in { type: "batch", items: [] } then "empty batch"
  in { type: "batch", items: [first, *rest] } then "batch of #{rest.size + 1}, first #{handle(first)}"
  in { type: } then "unknown #{type}"
  in _ then "garbage"
  end
end
msgs = [{ type: "ping" }, { type: "add", args: [2, 3] }, { type: "add", args: [1, "x"] },
        { type: "user", data: { name: "ann", roles: %w[dev admin] } }, { type: "user", data: { name: "" } },
        { type: "user", data: { name: "bob", roles: [] } }, { type: "batch", items: [] },
        { type: "batch", items: [{ type: "ping" }, { type: "x" }] }, { type: "zzz" }, 42]
msgs.each { |m| puts handle(m) }
