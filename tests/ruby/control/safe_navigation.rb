# Safe navigation &., ||=, &&=, nil handling helpers (then, to_a, Array()), and dig on nil-containing data
user = { profile: { name: "ann" } }
guest = { profile: nil }
p user[:profile]&.fetch(:name)&.upcase, guest[:profile]&.fetch(:name)&.upcase
s = nil
p s&.length, s.to_a, s.to_s, s.inspect, Array(s), s.to_h rescue p $!.class
x = nil
x ||= 5
x ||= 6
y = 3
y &&= y + 1
z = nil
z &&= z + 1
p x, y, z
h = {}
h[:list] ||= []
h[:list] << 1
h[:count] = (h[:count] || 0) + 1
p h
p nil.then { |v| v.nil? }, 5.then { _1 + 1 }, [nil, 1].map { |v| v&.succ }
a = [1, nil, 3]
p a.map { _1&.*(2) }, a.sum { _1.to_i }, a.compact.sum
