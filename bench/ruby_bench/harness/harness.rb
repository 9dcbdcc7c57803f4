# bench/ruby_bench/harness/harness.rb — the timing harness ruby-bench's
# benchmarks run under on Garnet's WebAssembly build (`-I` this folder, as the
# suite selects any of its own harnesses). The suite's harness/harness.rb
# starts processes (`ruby -e`, `mkdir -p`, `ps`), which the WebAssembly build
# cannot; this one keeps its contract without them: the same environment
# variables, the same seed, an iteration line per run and the result file
# (RESULT_JSON_PATH) with "warmup" and "bench" in seconds.
require "json"

WARMUP_ITRS = Integer(ENV.fetch("WARMUP_ITRS", 15))
MIN_BENCH_ITRS = Integer(ENV.fetch("MIN_BENCH_ITRS", 10))
MIN_BENCH_TIME = Integer(ENV.fetch("MIN_BENCH_TIME", 10))

Random.srand(1337)
puts RUBY_DESCRIPTION

def make_shareable(obj, copy: false)
  Ractor.make_shareable(obj, copy: copy)
end

def use_gemfile(extra_setup_cmd: nil)
  raise NotImplementedError, "benchmarks that install gems do not run under this harness"
end

def run_benchmark(_num_itrs_hint, **)
  times = []
  puts "itr:   time"
  until times.size >= WARMUP_ITRS + MIN_BENCH_ITRS && times.drop(WARMUP_ITRS).sum >= MIN_BENCH_TIME
    start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    yield
    times << Process.clock_gettime(Process::CLOCK_MONOTONIC) - start
    puts "%4s %6s" % ["##{times.size}:", "#{(times.last * 1000).to_i}ms"]
  end
  result = {"RUBY_DESCRIPTION" => RUBY_DESCRIPTION, "warmup" => times.take(WARMUP_ITRS), "bench" => times.drop(WARMUP_ITRS)}
  File.write(ENV.fetch("RESULT_JSON_PATH"), JSON.generate(result))
end
