# cover? vs include? for strings, floats, ranges of ranges; ===, eql?, hash, frozen and to_s
p ("a".."z").cover?("bb"), ("a".."z").include?("bb"), ("a".."z") === "bb"
p (1..10).cover?(2..5), (1..10).cover?(2..11), (1...10).cover?(1...10), (1..10).cover?(5.5)
p (1.0..2.0).include?(1.5), (1..2).include?(1.5), (1...2).cover?(2)
p (1..3) == (1..3), (1..3) == (1...3), (1..3).eql?(1..3), (1..3).hash == (1..3).hash
p (1..3).frozen?, Range.new(1, 3).frozen?, Range.new(1, 3, true), (1..3).to_s, (1...3).inspect
p (1..3).exclude_end?, (1...3).exclude_end?, ("a".."c").to_a, (:a..:c).to_a
p (Time.at(0)..Time.at(10)).cover?(Time.at(5))
p (1..10).overlap?(5..15), (1..5).overlap?(6..7) rescue p $!.class
begin
  (1.."a")
rescue ArgumentError => e
  p e.message
end
