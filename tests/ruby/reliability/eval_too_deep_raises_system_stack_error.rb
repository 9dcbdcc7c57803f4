# eval (and load) of code nested deeper than the compiler's native stack raises a rescuable SystemStackError
# expected output written by hand: the reference CRuby on WASI crashes on these depths (Debian's ruby 3.1 prints this)
deep = {
  "sum of 30,000 terms" => "1" + "+1" * 30_000,
  "30,000 indexings" => "a = [0]; a" + "[0]" * 30_000,
  "60,000 calls in a chain" => "0" + ".succ" * 60_000,
  "60,000 modifiers" => "1" + " if true" * 60_000,
}
deep.each do |what, source|
  eval(source)
  puts "#{what}: compiled"
rescue SystemStackError => e
  puts "#{what}: #{e.class}: #{e.message}"
end
path = File.join(ENV.fetch("TMPDIR"), "deep.rb")
File.write(path, "p 1" + "+1" * 30_000)
begin
  load path
rescue SystemStackError => e
  puts "load: #{e.class}: #{e.message}"
end
# the process goes on, and code of ordinary depth still compiles
p eval("1" + "+1" * 500)
