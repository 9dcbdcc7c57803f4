# Data value objects: keyword/positional new, defaults via initialize override, validation, with, hash equality
Temperature = Data.define(:degrees, :scale) do
  def initialize(degrees:, scale: :c)
    raise ArgumentError, "unknown scale #{scale}" unless %i[c f].include?(scale)
    super(degrees: Float(degrees), scale:)
  end
  def to_c = scale == :c ? self : with(degrees: ((degrees - 32) * 5 / 9).round(2), scale: :c)
  def to_s = format("%.1f°%s", degrees, scale.upcase)
end
t = Temperature.new(degrees: 212, scale: :f)
p t, t.to_c, Temperature.new(20), Temperature.new(20) == Temperature.new(degrees: 20.0), "#{t}"
begin
  Temperature.new(1, :k)
rescue ArgumentError => e
  p e.message
end
p [Temperature.new(5), Temperature.new(5.0), Temperature.new(6)].uniq.size, t.to_h, t.frozen?
begin
  t.instance_variable_set(:@degrees, 0)
rescue FrozenError => e
  p e.class
end
