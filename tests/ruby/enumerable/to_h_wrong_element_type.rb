# to_h whose block (or element) is not a pair: the messages name nil, true
# and false by value where Ruby does (Hash, Struct, Data, Enumerable) and by
# class where it does not (Array).
def show(label)
  p yield
rescue TypeError => e
  puts "#{label}: #{e.message}"
end
show("array block") { [1].to_h { false } }
show("array block nil") { [1].to_h { nil } }
show("array block int") { [1].to_h { 3 } }
show("array") { [[1, 2], true].to_h }
show("hash") { { a: 1 }.to_h { nil } }
show("struct") { Struct.new(:a).new(1).to_h { true } }
show("data") { Data.define(:a).new(a: 1).to_h { false } }
show("enum") { (1..2).each_entry.to_h { nil } }
show("enum int") { (1..2).each_entry.to_h { 1 } }
