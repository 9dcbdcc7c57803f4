# A block of each, each_pair, each_key or each_value that adds a key gets
# RuntimeError; changing the values of keys that exist, or deleting, is
# allowed.
%i[each each_pair each_key each_value].each do |name|
  h = {a: 1, b: 2}
  begin
    h.public_send(name) { |*| h[:"new#{h.size}"] = 0 }
    p [name, :no_error]
  rescue RuntimeError => e
    p [name, e.message]
  end
end
h = {a: 1, b: 2, c: 3}
h.each { |k, v| h[k] = v * 10 }
p h
h.each_key { |k| h.delete(k) if k == :b }
p h
h.each_value { |v| h[:a] = v + 1 }
p h
seen = []
{x: 1}.each { |pair| seen << pair }
p seen
