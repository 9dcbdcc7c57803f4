# String#initialize answers the receiver and leaves its encoding alone when
# given nothing; String.new and String.allocate are binary; a numeric upto
# gives US-ASCII strings.
s = +""
p s.send(:initialize).equal?(s), s.encoding
p String.allocate.encoding, String.new.encoding, String.new("é").encoding
p String.new(capacity: 5).encoding, String.new("", encoding: "UTF-8").encoding
class MyString < String; end
p MyString.new.encoding, MyString.new("é").encoding
t = "abc".freeze
p t.send(:initialize)
[-> { t.send(:initialize, capacity: 10) }, -> { t.send(:initialize, "x") },
 -> { t.send(:initialize, encoding: "UTF-8") }].each do |f|
  f.call
rescue FrozenError => e
  puts e.message
end
p "9".upto("11").map(&:encoding).uniq, "9".upto("11").to_a
p "a".upto("c").map(&:encoding).uniq
p "09".upto("11").to_a
