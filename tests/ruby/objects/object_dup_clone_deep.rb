# Shallow dup/clone of nested structures, deep copies via map/transform_values and Marshal-free recursion
orig = { list: [1, 2], meta: { tag: "x" } }
shallow = orig.dup
shallow[:list] << 3
shallow[:new] = true
p orig, shallow.keys
deep = ->(v) { case v when Hash then v.transform_values(&deep) when Array then v.map(&deep) when String then v.dup else v end }
copy = deep.(orig)
copy[:list] << 4
copy[:meta][:tag] << "y"
p orig, copy
s = Struct.new(:a).new([1])
d = s.dup
d.a << 2
p s.a, d.a.equal?(s.a), s.clone.frozen?, s.freeze.clone.frozen?, s.dup.frozen?
