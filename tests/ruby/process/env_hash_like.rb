# ENV as a Hash-like object: reading, writing, deleting, iterating, the
# Hash-returning methods, conversions, inspect, and the errors of bad names,
# bad values and refused copies. Starts from an environment it chose.
ENV.replace("A" => "1", "B" => "2")
p ENV, ENV.to_s, ENV.class, ENV.is_a?(Enumerable)
p ENV["A"], ENV["A"].frozen?, ENV["NOPE"], ENV.key?("A"), ENV.include?("NOPE"), ENV.member?("B")
p ENV.to_a, ENV.keys, ENV.values, ENV.size, ENV.length, ENV.empty?
p ENV.each { |k, v| }.equal?(ENV), ENV.each.size, ENV.each_key.to_a, ENV.each_value.to_a
pairs = []
ENV.each_pair { |k, v| pairs << k + v }
p pairs
p ENV.select { |k, v| k == "A" }, ENV.filter { |k, v| v == "2" }, ENV.reject { |k, v| k == "A" }
p ENV.filter_map { |k, v| k + v if v == "1" }, ENV.map { |k, v| k }, ENV.sum { 1 }, ENV.count
p ENV.reject! { false }, ENV.select! { true }, ENV.filter! { true }
p ENV.update("C" => "3") { |*a| p a; "x" }
p ENV.update("C" => "4") { |*a| p a; "x" }
p ENV.merge!({ "D" => "1" }, { "E" => "2" })
p ENV.shift, ENV.invert, ENV.key("2"), ENV.key("none"), ENV.assoc("C"), ENV.assoc("Z"), ENV.rassoc("2")
p ENV.values_at("C", "Z"), ENV.slice("C", "Z", "D"), ENV.except("C"), ENV.to_h { |k, v| [k.downcase, v] }
p ENV.value?("1"), ENV.has_value?("nine"), ENV.value?(1), ENV.to_hash.class, ENV.to_h.frozen?, ENV.rehash
x = ENV.store("K", "v")
p x, x.frozen?, ENV["K"].frozen?, ENV["K"].equal?(ENV["K"]), (ENV["K"] = "w"), ENV["K"]
ENV["K"] = nil
p ENV.key?("K")
p ENV.delete_if { |k, v| k == "D" }.keys, ENV.keep_if { |k, v| k != "E" }.keys
p ENV.delete("C"), ENV.delete("C"), ENV.delete("C") { |name| "no #{name}" }
p ENV.fetch("B"), ENV.fetch("Z", 5), ENV.fetch("Z") { |k| k * 2 }
begin
  ENV.fetch("Z")
rescue KeyError => e
  p e, e.key, e.receiver.equal?(ENV)
end
name = Object.new
def name.to_str = "B"
p ENV[name]
[-> { ENV["A"] = 1 }, -> { ENV[1] }, -> { ENV["A\0"] }, -> { ENV["A"] = "\0" }, -> { ENV[""] = "1" },
 -> { ENV["A=B"] = "1" }, -> { ENV.freeze }, -> { ENV.dup }, -> { ENV.clone }].each do |bad|
  bad.call
rescue => e
  p e
end
p ENV.clear, ENV.empty?, ENV.size, ENV.to_a
