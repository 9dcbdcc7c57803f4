# REXML (a bundled gem): parsing, XPath (whose parser uses refinements),
# attributes and text, building and writing documents, entities, and the
# parse error.
require "rexml/document"

xml = <<~XML
  <?xml version="1.0" encoding="UTF-8"?>
  <library name="city">
    <book id="1" lang="en"><title>Dune</title><year>1965</year></book>
    <book id="2" lang="fr"><title>L'Étranger</title><year>1942</year></book>
    <magazine id="3"><title>Wired &amp; Co</title></magazine>
  </library>
XML

doc = REXML::Document.new(xml)
p doc.root.name
p doc.root.attributes["name"]
p doc.version, doc.encoding
p REXML::XPath.match(doc, "//book/title").map(&:text)
p REXML::XPath.first(doc, "//book[@lang='fr']/year").text.to_i
p REXML::XPath.match(doc, "//*[@id]").map { |e| e.attributes["id"] }
p REXML::XPath.first(doc, "count(//title)")
p doc.elements["library/magazine/title"].text
p doc.root.elements.to_a.map(&:name)
doc.elements.each("library/book") { |b| puts "#{b.attributes['id']}: #{b.elements['title'].text}" }

built = REXML::Document.new
built << REXML::XMLDecl.new("1.0", "UTF-8")
root = built.add_element("items", "count" => "2")
root.add_element("item").add_text("a < b")
item = root.add_element("item", "kind" => "x")
item.text = "tom & jerry"
out = +""
built.write(out)
puts out
pretty = +""
REXML::Formatters::Pretty.new(2).write(built.root, pretty)
puts pretty

begin
  REXML::Document.new("<a><b></a>")
rescue REXML::ParseException => e
  puts e.class
  puts e.message.lines.first
end
