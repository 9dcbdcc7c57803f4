# Two-dimensional arrays: creation without shared rows, neighbors with bounds, row/column/diagonal sums, flood fill
grid = Array.new(4) { |r| Array.new(5) { |c| (r * 5 + c) % 7 } }
grid.each { |row| puts row.join(" ") }
p grid.map(&:sum), grid.transpose.map(&:sum), (0...4).sum { |i| grid[i][i] }
nbrs = ->(r, c) { [[-1, 0], [1, 0], [0, -1], [0, 1]].map { |dr, dc| [r + dr, c + dc] }.select { |y, x| y.between?(0, 3) && x.between?(0, 4) } }
p nbrs.(0, 0), nbrs.(2, 3).size
img = ["..##.", ".#..#", ".#..#", "..##."].map(&:chars)
fill = lambda do |r, c|
  next if r.negative? || c.negative? || r >= img.size || c >= img[0].size || img[r][c] != "."
  img[r][c] = "o"
  [[1, 0], [-1, 0], [0, 1], [0, -1]].each { |dr, dc| fill.(r + dr, c + dc) }
end
fill.(0, 0)
puts img.map(&:join)
