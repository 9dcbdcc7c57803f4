# Module#ruby2_keywords: names as Symbols or Strings, NameError for a
# missing method, a warning for a method it cannot mark; the flag it
# leaves on the keywords' Hash (Hash.ruby2_keywords_hash?).
class Forwarder
  def marked(*args) = args.last
  def plain(*args) = args.last
  def fixed(a, b) = nil
  def keywords(a:) = nil
  p ruby2_keywords("marked")
  ruby2_keywords :fixed, :keywords
end
f = Forwarder.new
p Hash.ruby2_keywords_hash?(f.marked(1, k: 2)), Hash.ruby2_keywords_hash?(f.plain(1, k: 2))
begin
  Forwarder.send(:ruby2_keywords, :missing)
rescue NameError => e
  p e.message, e.name
end
begin
  Forwarder.send(:ruby2_keywords, 1)
rescue TypeError => e
  p e.message
end
begin
  Hash.ruby2_keywords_hash?(1)
rescue TypeError => e
  p e.message
end
