# Parsing URLs and query strings by hand with regexps and split, decoding %XX escapes and building them back
def parse_url(url)
  m = url.match(%r{\A(?<scheme>\w+)://(?<host>[^/:?#]+)(?::(?<port>\d+))?(?<path>/[^?#]*)?(?:\?(?<query>[^#]*))?(?:#(?<frag>.*))?\z})
  return nil unless m
  q = (m[:query] || "").split("&").map { |kv| kv.split("=", 2).map { |s| s.gsub("+", " ").gsub(/%(\h\h)/) { $1.hex.chr }.force_encoding("UTF-8") } }.to_h
  { scheme: m[:scheme], host: m[:host], port: (m[:port] || 80).to_i, path: m[:path] || "/", query: q, frag: m[:frag] }
end
p parse_url("https://example.com:8443/a/b?x=1&name=J%C3%BCrgen+M&empty=#top")
p parse_url("http://host"), parse_url("not a url")
encode = ->(h) { h.map { |k, v| "#{k}=#{v.to_s.gsub(/[^\w.~-]/) { |c| c.bytes.map { format('%%%02X', _1) }.join }}" }.join("&") }
p encode.({ q: "a b&c", lang: "ruby" }), encode.({})
