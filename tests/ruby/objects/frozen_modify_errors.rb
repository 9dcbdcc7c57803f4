# extend, include, prepend, class_variable_set and remove_instance_variable
# raise FrozenError on a frozen receiver (addresses masked in the messages).
def try
  yield
  puts "no error"
rescue => e
  p e.class
  puts e.message.gsub(/0x\h+/, "0x...")
end

try { Object.new.freeze.extend(Comparable) }
try { Class.new.freeze.include(Comparable) }
try { Class.new.freeze.prepend(Comparable) }
try { Module.new.freeze.include(Comparable) }
try { Class.new.freeze.class_variable_set(:@@a, 1) }
try { o = Object.new; o.instance_variable_set(:@a, 1); o.freeze.remove_instance_variable(:@a) }
try { 1.extend(Comparable) }
o = Object.new
o.instance_variable_set(:@b, 2)
p o.remove_instance_variable(:@b), o.extend(Comparable).is_a?(Comparable)
