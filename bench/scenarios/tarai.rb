# Takeuchi's function (the seed report's benchmark): deep call trees.
def tarai(x, y, z)
  x <= y ? y : tarai(tarai(x - 1, y, z), tarai(y - 1, z, x), tarai(z - 1, x, y))
end
puts tarai((ARGV[0] || 12).to_i, (ARGV[1] || 6).to_i, (ARGV[2] || 0).to_i)
