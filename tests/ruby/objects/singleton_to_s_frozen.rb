# nil.to_s, true.to_s and false.to_s return one frozen String each, as in
# Ruby; inspect of nil returns a fresh String.
[nil, true, false].each do |v|
  s = v.to_s
  puts "#{v.inspect}: #{s.inspect} frozen=#{s.frozen?} same=#{s.equal?(v.to_s)}"
end
puts nil.inspect.frozen?
puts "#{nil}|#{true}|#{false}"
s = true.to_s.dup
s << "!"
puts s
