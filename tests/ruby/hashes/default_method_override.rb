# A missing key's value comes from a redefined #default (singleton or
# subclass method), called with the key.
h = {a: 1}
def h.default(k = nil) = [:sing, k]
p h[:a], h[:x], h.fetch(:a)
class H < Hash
  def default(k = nil) = [:sub, k]
end
s = H.new
s[:in] = 1
p s[:in], s[:y], s.values_at(:in, :z)
p H.new(5)[:q], Hash.new(4)[:z], Hash.new { |_, k| k.to_s }[:w], {}[:none]
