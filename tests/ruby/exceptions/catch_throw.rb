# catch/throw: value passing, nested tags, throw without value, uncaught throw error
r = catch(:done) do
  10.times { |i| 10.times { |j| throw :done, [i, j] if i * j == 12 } }
  :never
end
p r
p catch(:x) { 1 }, catch(:x) { throw :x }, catch { |tag| throw tag, :auto_tag }
outer = catch(:outer) do
  catch(:inner) do
    throw :outer, "from inner to outer"
  end
  "not here"
end
p outer
begin
  throw :nobody
rescue UncaughtThrowError => e
  p e.class, e.message, e.tag
end
log = []
catch(:stop) do
  begin
    throw :stop
  ensure
    log << :ensure_ran
  end
end
p log
