# The seeds' tarai function (from tarai_ractor.rb) called directly with small arguments, no Ractor
def tarai(x, y, z) =
  x <= y ? y : tarai(tarai(x - 1, y, z),
                     tarai(y - 1, z, x),
                     tarai(z - 1, x, y))
p tarai(4, 2, 0), tarai(6, 3, 0), tarai(8, 4, 0)
p [[3, 1, 0], [5, 5, 0], [2, 7, 1]].map { |a| tarai(*a) }
calls = 0
counting = ->(x, y, z) { calls += 1; x <= y ? y : counting.(counting.(x - 1, y, z), counting.(y - 1, z, x), counting.(z - 1, x, y)) }
p counting.(6, 3, 0), calls
