# URI (its parsers are made shareable with Ractor.make_shareable, which takes frozen Regexps): parse, join, form encoding
require "uri"
u = URI("http://user@example.com:8080/a/b?x=1&y=2#frag")
p u.scheme, u.host, u.port, u.path, u.query, u.fragment, u.userinfo
p URI.join("http://example.com/a/b", "../c").to_s
p URI.encode_www_form(q: "a b", n: 1), URI.decode_www_form("q=a+b&n=1")
p URI.encode_www_form_component("é&x"), URI::HTTPS.build(host: "h", path: "/p").to_s
p Ractor.shareable?(URI::RFC2396_PARSER), Ractor.shareable?(/ab/)
begin
  URI("http://bad host")
rescue URI::InvalidURIError => e
  p e.class
end
