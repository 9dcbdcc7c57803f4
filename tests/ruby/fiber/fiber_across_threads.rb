# A fiber runs only on the thread that made it: resume, transfer and raise from another thread raise FiberError
# expected output from Debian's ruby 3.1 (the reference CRuby on WASI has no threads); Ruby 4.0 prints the same
Thread.report_on_exception = false
f = Fiber.new { Fiber.yield 1; 2 }
p f.resume
p((Thread.new { f.resume }.value rescue $!))
p f.resume
g = Fiber.new { 3 }
p((Thread.new { g.transfer }.value rescue $!))
p((Thread.new { g.raise "x" }.value rescue $!))
p Thread.new { h = Fiber.new { Fiber.yield 4; 5 }; [h.resume, h.resume] }.value
h = Thread.new { Fiber.new { 6 } }.value
p((h.resume rescue $!))
p g.resume
