# dig through nested hashes/arrays/structs, fetch with block, and errors when digging into non-diggables
data = { user: { name: "Ann", roles: [:admin, :dev], address: { city: "Oslo" } } }
p data.dig(:user, :name), data.dig(:user, :roles, 1), data.dig(:user, :address, :city)
p data.dig(:user, :missing, :x), data[:user][:roles].dig(0)
S = Struct.new(:inner)
p S.new({ k: [10, 20] }).dig(:inner, :k, 1)
begin
  data.dig(:user, :name, :x)
rescue TypeError => e
  p e.message
end
p data.fetch(:user).fetch(:name), data.fetch(:nope) { |k| "no #{k}" }
p data.to_a.first.first, data[:user].keys, data[:user].length
deep = { a: [{ b: { c: [1, 2, 3] } }] }
p deep.dig(:a, 0, :b, :c, -1), deep[:a][0][:b][:c].sum
