# Conway's Game of Life on a small torus: neighbor counting with product/sum and printing generations
def step(grid)
  h, w = grid.size, grid[0].size
  Array.new(h) do |r|
    Array.new(w) do |c|
      n = [-1, 0, 1].product([-1, 0, 1]).sum { |dr, dc| (dr.zero? && dc.zero?) ? 0 : grid[(r + dr) % h][(c + dc) % w] }
      (n == 3 || (n == 2 && grid[r][c] == 1)) ? 1 : 0
    end
  end
end
glider = [".#....", "..#...", "###...", "......", "......", "......"].map { |l| l.chars.map { |ch| ch == "#" ? 1 : 0 } }
g = glider
3.times do |i|
  puts "gen #{i}", g.map { |row| row.map { |v| v == 1 ? "#" : "." }.join }
  g = step(g)
end
p g.flatten.sum, step(step(step(step(glider)))).flatten.sum
