# Symbols vs strings as hash keys, to_sym round trips, Symbol.all_symbols not used, interning
h = { name: "ruby", "name" => "string key" }
p h[:name], h["name"], h.keys.map(&:class)
p "name".to_sym == :name, :name.to_s == "name", :name.object_id == "name".to_sym.object_id
k = %w[x y z].map(&:to_sym)
p k, k.map(&:to_proc).map { |pr| pr.class }.uniq
p({ a: 1 }.key?("a"), { a: 1 }.transform_keys(&:to_s))
p :a.hash == :a.hash, :a.hash == "a".hash
counts = Hash.new(0)
%w[x y x].each { counts[_1.to_sym] += 1 }
p counts, counts.keys.map(&:class).uniq
opts = { verbose: true, "verbose" => false }
p opts.size, opts[:verbose], opts.transform_keys(&:to_sym)
