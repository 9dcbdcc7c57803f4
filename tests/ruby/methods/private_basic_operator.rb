# Making a basic class's operator private turns off the interpreter's fast
# path for it: `1 + 2` and `inject(:+)` then raise NoMethodError, as Ruby's
# own visibility check does; making it public again restores the call.
class Integer
  private :+
end
begin
  p 1 + 2
rescue NoMethodError => e
  puts e.message
end
begin
  p [1, 2].inject(:+)
rescue NoMethodError => e
  puts e.message
end
begin
  p (1..3).each_entry.inject(:+)
rescue NoMethodError => e
  puts e.message
end
p 1.send(:+, 2)
class Integer
  public :+
end
p 1 + 2
p [1, 2].inject(:+)

class String
  private :<<
end
begin
  s = +"a"
  s << "b"
rescue NoMethodError => e
  puts e.message
end
class String
  public :<<
end
p(+"a" << "b")
