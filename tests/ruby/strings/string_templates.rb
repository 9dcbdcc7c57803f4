# Template rendering: format with named references, gsub with hash lookups, % with hashes, and missing keys
tpl = "Dear %{name}, your order %<id>05d ships %{when}."
p format(tpl, name: "Ann", id: 42, when: "today"), tpl % { name: "Bob", id: 7, when: "soon" }
begin
  format("%{missing}", other: 1)
rescue KeyError => e
  p e.class, e.message
end
vars = { "user" => "cid", "n" => 3 }
p "Hi {{user}}, {{n}} new {{thing}}".gsub(/\{\{(\w+)\}\}/) { vars.fetch($1, "?").to_s }
p "%-6s|%6s|" % %w[ab cd], "%s=%p" % [:k, "v"], "%c" % "hello", "%%%d%%" % 50
