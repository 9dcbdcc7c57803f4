# Tic-tac-toe winner detection with rows/columns/diagonals built from transpose and each_index
LINES = ->(b) { b + b.transpose + [(0..2).map { |i| b[i][i] }, (0..2).map { |i| b[i][2 - i] }] }
def winner(board)
  LINES.(board).each { |l| return l[0] if l[0] != "." && l.uniq.size == 1 }
  board.flatten.include?(".") ? nil : :draw
end
games = [
  %w[XXX OO. ...], %w[XO. XO. X..], %w[OX. XO. X.O], %w[XOX XOO OXX], %w[X.. .O. ...]
].map { |g| g.map(&:chars) }
p games.map { |g| winner(g) }
g = games.last
puts g.map(&:join), g.flatten.count("."), g.each_with_index.flat_map { |row, r| row.each_index.select { |c| row[c] == "." }.map { |c| [r, c] } }.first(3).inspect
