# a[i] OP= v with one index, on Arrays, Hashes, Strings and objects of the
# program's own: receiver and index are evaluated once, [] reads and []=
# writes (a redefined Array#[] or #[]= is called), ||= and &&= write only
# when they must, the expression's value is the new value, and a nil or
# frozen receiver raises as Ruby does.
a = [1, 2, 3]
a[0] += 10
a[-1] *= 2
p a
p(a[1] -= 5)
a[5] ||= :filled
a[0] &&= :anded
p a

h = Hash.new(0)
"hello".each_char { |c| h[c] += 1 }
p h
h["z"] ||= 26
h["h"] ||= 99
p h

s = +"abc"
s[1] += "Z"
p s

log = []
recv = -> { log << :recv; a }
idx = -> { log << :idx; 0 }
recv.call[idx.call] = 1
recv.call[idx.call] += 1
p log, a[0]

class Box
  def initialize = @slots = {}
  def [](key) = (puts "read #{key}"; @slots[key])
  def []=(key, value)
    puts "write #{key}=#{value}"
    @slots[key] = value
  end
end
box = Box.new
box[:n] ||= 1
box[:n] += 41
box[:n] ||= 0
p box[:n]

class Array
  alias_method :original_aset, :[]=
  def []=(i, v)
    puts "Array#[]= #{i} #{v}"
    original_aset(i, v)
  end
end
b = [5]
b[0] += 1
p b
class Array
  alias_method :[]=, :original_aset
end

begin
  nil[0] += 1
rescue NoMethodError => e
  puts e.message
end
begin
  [1].freeze[0] += 1
rescue FrozenError => e
  puts e.message
end
