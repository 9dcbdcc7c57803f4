# exit with a status from inside a method: ensure blocks run, output before it is flushed, status is kept
def finish(code)
  puts "finishing with #{code}"
  exit code
ensure
  puts "method ensure"
end
begin
  finish(7)
ensure
  puts "outer ensure"
end
