# A short program, timed inside itself (so start-up is not counted), for the
# WebAssembly build's first-run comparison (bench/wasm_first_run.mjs): calls,
# blocks, strings, arrays and a hash, about 80 ms natively.
def fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)

started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
total = fib(27)
words = Array.new(50_000) { |i| "w#{(i * 7919) % 50_000}" }.sort
counts = Hash.new(0)
words.each { |w| counts[w[-1]] += 1 }
total += counts.values.sum + words.map(&:size).sum
elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - started
puts "result: #{total}"
puts "seconds: #{elapsed.round(6)}"
