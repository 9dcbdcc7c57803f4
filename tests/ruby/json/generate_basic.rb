# JSON.generate and to_json for core values: nesting, escapes, symbols as strings, unicode
require "json"
p JSON.generate({ "a" => 1, :b => [true, false, nil], "c" => { "d" => 2.5 } })
p JSON.generate([1, "two", nil, [], {}]), [1, 2].to_json, "str".to_json, nil.to_json, 42.to_json
p JSON.generate("quote \" backslash \\ newline \n tab \t"), JSON.generate("\u0001\u001f")
p JSON.generate("héllo ✓ 😀"), JSON.generate("</script>"), :sym.to_json, 1.5.to_json, -0.25.to_json
p({ 1 => "int key", nil => "nil key", sym: :val }.to_json)
p 10.0.to_json, 1e20.to_json, 1.0e-5.to_json, (2**70).to_json
p JSON.generate([[1, [2, [3]]]]), JSON.generate({}), JSON.generate([])
p JSON.dump({ "x" => [1] }), JSON.generate(1), JSON.generate(nil), JSON.generate("s")
begin
  JSON.generate(Float::NAN)
rescue JSON::GeneratorError => e
  p e.class
end
class Pt
  def initialize(x, y) = (@x, @y = x, y)
  def to_json(*a) = { "x" => @x, "y" => @y }.to_json(*a)
end
p [Pt.new(1, 2)].to_json, JSON.generate({ pt: Pt.new(3, 4) })
