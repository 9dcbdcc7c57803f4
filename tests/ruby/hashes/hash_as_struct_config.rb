# A configuration system with nested hashes: defaults merged with overrides, fetch with defaults, dig paths, freeze
DEFAULTS = { server: { host: "0.0.0.0", port: 80, tls: { enabled: false } }, log: { level: :info } }.freeze
def config(overrides)
  merge = ->(a, b) { a.merge(b) { |_, x, y| x.is_a?(Hash) && y.is_a?(Hash) ? merge.(x, y) : y } }
  merge.(DEFAULTS, overrides)
end
c = config({ server: { port: 8443, tls: { enabled: true } }, extra: 1 })
p c, c.dig(:server, :tls, :enabled), c.dig(:log, :level), c.fetch(:missing, :none), DEFAULTS.dig(:server, :port)
path = "server.tls.enabled".split(".").map(&:to_sym)
p c.dig(*path), path, c.keys, c[:server].slice(:host, :port), c[:server].except(:tls)
