# Reading a JSON config from a heredoc, merging defaults, validating types, and writing it back pretty
require "json"
DEFAULTS = { "port" => 80, "hosts" => [], "tls" => { "enabled" => false } }
raw = <<~JSON
  { "port": 8443, "hosts": ["a.example", "b.example"], "tls": { "enabled": true, "cert": "/etc/cert.pem" }, "ratio": 0.75 }
JSON
cfg = DEFAULTS.merge(JSON.parse(raw)) { |_, d, v| d.is_a?(Hash) ? d.merge(v) : v }
p cfg["port"].is_a?(Integer), cfg["hosts"].size, cfg.dig("tls", "cert"), cfg["ratio"]
puts JSON.pretty_generate(cfg)
p JSON.parse(JSON.generate(cfg)) == cfg, cfg.to_json.size, JSON.generate(cfg.slice("port", "ratio"))
