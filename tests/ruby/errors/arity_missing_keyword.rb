# Uncaught ArgumentError for a missing keyword argument: caller and callee snippets
def connect(host:, port:)
  "#{host}:#{port}"
end
puts connect(host: "localhost", port: 80)
puts connect(host: "localhost")
