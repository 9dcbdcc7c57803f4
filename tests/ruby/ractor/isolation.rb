# Isolation: a block that reads outer variables is refused; a non-main
# Ractor can't read non-shareable constants or set class state; frozen
# constants and make_shareable values can be read.
# expected output written by hand (checked against CRuby's Ractor, Ruby 4.0's
# formats): the reference CRuby 4.0 on WASI has no Ractor.
Warning[:experimental] = false
a = 1
begin
  Ractor.new { a + 1 }
rescue ArgumentError
  p $!.message
end
LIST = [1, 2, 3]
FROZEN = [1, [2, "three"]].freeze.each(&:freeze)
FROZEN[1].each(&:freeze)
p Ractor.shareable?(LIST), Ractor.shareable?(FROZEN), Ractor.shareable?(1), Ractor.shareable?("s")
r = Ractor.new do
  begin
    LIST
  rescue
    [$!.class, $!.message]
  end
end
p r.take
p Ractor.new { FROZEN }.take
class Config
  @level = 1
  class << self
    attr_accessor :level
  end
end
r = Ractor.new do
  begin
    Config.level = 2
  rescue
    [$!.class, $!.message]
  end
end
p r.take
obj = Ractor.make_shareable({ name: "cfg", list: [1, 2] })
p obj.frozen?, obj[:list].frozen?, Ractor.shareable?(obj)
begin
  Ractor.make_shareable(proc { a })
rescue
  p $!.class
end
p Ractor.new { 6 * 7 }.take
