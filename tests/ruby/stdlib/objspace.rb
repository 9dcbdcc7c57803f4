# objspace: sizes, references, counts and dumps of the isolate's objects.
# Sizes are the engine's own, so the test checks what Ruby promises of them
# (immediates 0, a buffer's bytes counted, totals by type); the rest is
# CRuby 4.0's output, except trace_object_allocations, which Garnet does
# not support (NotImplementedError, written by hand).
require "objspace"
require "json"
p ObjectSpace.memsize_of(1), ObjectSpace.memsize_of(nil), ObjectSpace.memsize_of(:sym)
small = ObjectSpace.memsize_of("x")
p small > 0, ObjectSpace.memsize_of("x" * 1000) >= 1000 + small / 2
p ObjectSpace.memsize_of(Array.new(1000)) >= 4000, ObjectSpace.memsize_of({a: 1}) > 0
p ObjectSpace.reachable_objects_from(["a", "b", 1, :c]), ObjectSpace.reachable_objects_from(1)
class Pair
  def initialize(a, b) = (@a, @b = a, b)
end
p ObjectSpace.reachable_objects_from(Pair.new("left", [1]))
sizes = ObjectSpace.count_objects_size
p sizes[:TOTAL] == sizes.sum { |k, v| k == :TOTAL ? 0 : v }, sizes[:T_STRING] > 0
strings = Array.new(100) { |i| "s#{i}" * 50 }
p ObjectSpace.memsize_of_all(String) >= strings.sum { |s| s.bytesize }
p ObjectSpace.memsize_of_all(Pair) < ObjectSpace.memsize_of_all
p ObjectSpace.count_nodes, ObjectSpace.count_tdata_objects.class, ObjectSpace.internal_class_of("x")
p ObjectSpace.dump(1), ObjectSpace.dump(nil), ObjectSpace.dump(true), ObjectSpace.dump(:sym)
["abc\u00e9", "\xff".b, "x\ny\t\"z\\", "abc".b].each do |s|
  dump = JSON.parse(ObjectSpace.dump(s))
  p dump.values_at("type", "bytesize", "value", "encoding", "coderange"), dump["address"].start_with?("0x")
end
p JSON.parse(ObjectSpace.dump([1, 2])).values_at("type", "length")
p JSON.parse(ObjectSpace.dump({a: 1})).values_at("type", "size")
p ObjectSpace.dump("x", output: :string).end_with?("\n")
all = ObjectSpace.dump_all(output: :string).lines.map { |line| JSON.parse(line, allow_nan: true) }
p all.any? { |o| o["type"] == "STRING" && o["value"] == "s7" * 50 }
begin
  ObjectSpace.trace_object_allocations { Object.new }
rescue NotImplementedError => e
  p e.message
end
begin
  ObjectSpace.dump(1, output: :nowhere)
rescue ArgumentError => e
  p e.message
end
