# Struct member reads and writes: particles moved step by step.
Particle = Struct.new(:x, :y, :dx, :dy)
steps = (ARGV[0] || 200).to_i
particles = Array.new(1000) { |i| Particle.new(i, i * 2, i % 7 - 3, i % 5 - 2) }
steps.times do
  particles.each do |p|
    p.x += p.dx
    p.y += p.dy
    p.dx = -p.dx if p.x.abs > 5000
    p.dy = -p.dy if p.y.abs > 5000
  end
end
total = 0
particles.each { |p| total += p.x * 3 + p.y }
puts total
