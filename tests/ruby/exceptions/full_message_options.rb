# full_message's highlight: and order: options, the chain of causes, and
# detailed_message's decoration (messages of several lines, empty ones).
p RuntimeError.new("a").detailed_message(highlight: true)
p RuntimeError.new("a\nb\n\nc").detailed_message(highlight: true)
p RuntimeError.new("a\nb\n\nc").detailed_message(highlight: false)
p RuntimeError.new("").detailed_message(highlight: true)
p RuntimeError.new("").detailed_message
e = RuntimeError.new(""); e.set_backtrace(["a.rb:1"]); p e.full_message(highlight: true), e.full_message(highlight: false)
e = RuntimeError.new("x"); e.set_backtrace((1..12).map { |i| "f#{i}.rb:#{i}" }); puts e.full_message(highlight: false, order: :bottom)
class E2 < StandardError; def detailed_message(highlight: false, **) = "custom #{highlight}"; end
e = E2.new("m"); e.set_backtrace(["z.rb:3"]); p e.full_message(highlight: true), e.full_message(highlight: false)
o = RuntimeError.new("origin"); o.set_backtrace(["o.rb:1", "o.rb:2"])
m = begin; raise RuntimeError, "mid", ["m.rb:1", "m.rb:2"], cause: o; rescue => x; x; end
l = begin; raise RuntimeError, "last", ["l.rb:1"], cause: m; rescue => x; x; end
puts l.full_message(highlight: false)
puts l.full_message(highlight: false, order: :bottom)
p l.full_message(highlight: true, order: :bottom)
begin; e.full_message(order: :middle); rescue ArgumentError => err; p err; end
begin; e.full_message(highlight: 1); rescue ArgumentError => err; p err; end
p l.full_message(highlight: nil, order: nil) == l.full_message(highlight: false, order: :top)
