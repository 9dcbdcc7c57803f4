# catch/throw across methods and blocks, values, nested tags, ensure during throw, UncaughtThrowError
def find_pair(grid, target)
  catch(:found) do
    grid.each_with_index do |row, i|
      row.each_with_index { |v, j| throw :found, [i, j] if v == target }
    end
    nil
  end
end
p find_pair([[1, 2], [3, 4]], 3), find_pair([[1]], 9)
r = catch(:outer) do
  catch(:inner) do
    throw :outer, :from_inner
  end
  :not_reached
end
p r
log = []
catch(:x) do
  begin
    throw :x
  ensure
    log << :ensure
  end
end
p log, catch { |tag| throw tag, 42 }, catch(:t) { 7 }
begin
  throw :nobody
rescue UncaughtThrowError => e
  p e.class, e.message, e.tag, e.value
end
