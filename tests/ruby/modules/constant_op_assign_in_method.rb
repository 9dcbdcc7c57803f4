# A constant's operator assignment (X ||= v, Scope::X += v, ::X &&= v) is
# allowed inside a method, unlike a plain constant assignment, and warns
# when it replaces a value.
class Table
  def self.crc = (self::CRC ||= (0..3).map { |i| i * 2 }.freeze)
  def fill = (SIZE ||= 10)
  def grow = (SIZE += 1)
  def top = (::TOP_LEVEL_LIMIT ||= :set)
end

p Table.crc, Table.crc.equal?(Table.crc)
t = Table.new
p t.fill, t.fill, Table::SIZE
p t.grow, Table::SIZE
p t.top, TOP_LEVEL_LIMIT
begin
  eval("def plain = (X = 1)")
rescue SyntaxError => e
  puts e.message.lines.grep(/dynamic constant assignment/).any?
end
