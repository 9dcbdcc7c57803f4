# Struct construction, run by hand on each engine in turn: nanoseconds of
# CPU per Point.new(1, 2) and per Options.new(host:, port:...) of a
# keyword_init struct, each in a loop of N (default 200,000).
#   build/native/garnet bench/construction/struct_new.rb; ruby bench/construction/struct_new.rb
N = Integer(ARGV[0] || 200_000)
Point = Struct.new(:x, :y)
Request = Struct.new(:method, :target, :version, :headers, :body, keyword_init: true)

def per_call_ns
  started = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
  i = 0
  while i < N
    yield
    i += 1
  end
  (Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - started) * 1e9 / N
end

printf "Point.new(1, 2)             %7.1f ns\n", per_call_ns { Point.new(1, 2) }
printf "keyword_init, 5 keywords    %7.1f ns\n",
       per_call_ns { Request.new(method: 1, target: 2, version: 3, headers: 4, body: 5) }
