"""The scenarios of `make bench`, by group. Each is a Ruby script (path
relative to bench/, run from its own folder) that prints a checksum, so the
engines' outputs can be compared, with its arguments for a full run and for
--quick. `needs` names what an engine must have: "threads" (Thread, Queue,
Mutex), "processes" (threads and child processes) or "ractors" (isolates;
every engine with threads is tried and a group is skipped when native
Garnet fails it)."""
from collections import namedtuple

Scenario = namedtuple("Scenario", "group name script full quick needs")

GROUPS = ("interpreter", "fibers", "threads", "isolates", "bignum")


def _group(group, needs, rows):
    return [Scenario(group, name, script, full, quick, needs) for name, script, full, quick in rows]


SCENARIOS = _group("interpreter", None, [
    # full sizes take about a second on native Garnet, so start-up (10 ms
    # natively, about 0.25 s for Node and the WebAssembly module) is a small
    # part of each time
    ("fib", "scenarios/fib.rb", ["36"], ["27"]),
    ("tarai", "scenarios/tarai.rb", ["13", "6", "0"], ["10", "5", "0"]),
    ("nested_loops", "scenarios/nested_loops.rb", ["2000"], ["200"]),
    ("nbody", "scenarios/nbody.rb", ["350000"], ["20000"]),
    ("binary_trees", "scenarios/binary_trees.rb", ["16"], ["12"]),
    ("fannkuch", "scenarios/fannkuch.rb", ["9", "3"], ["8"]),
    ("spectral_norm", "scenarios/spectral_norm.rb", ["700"], ["100"]),
    ("mandelbrot", "scenarios/mandelbrot.rb", ["1000"], ["200"]),
    ("string_building", "scenarios/string_building.rb", ["4000000"], ["50000"]),
    ("word_count", "scenarios/word_count.rb", ["5000000"], ["60000"]),
    ("json_roundtrip", "scenarios/json_roundtrip.rb", ["500"], ["10"]),
    ("sort_by", "scenarios/sort_by.rb", ["300000"], ["20000"]),
    ("struct_members", "scenarios/struct_members.rb", ["3000"], ["200"]),
    ("keyword_args", "scenarios/keyword_args.rb", ["1000000"], ["50000"]),
    ("blocks_and_yields", "scenarios/blocks_and_yields.rb", ["10000"], ["500"]),
    ("exceptions", "scenarios/exceptions.rb", ["100000"], ["5000"]),
    ("object_allocation", "scenarios/object_allocation.rb", ["30000"], ["1000"]),
]) + _group("fibers", None, [
    ("fiber_switch", "fibers/fiber_switch.rb", ["1000", "1000000"], ["1000", "200000"]),
    ("fiber_ring", "fibers/fiber_ring.rb", ["1000", "1000000"], ["1000", "200000"]),
    ("fiber_pingpong", "fibers/fiber_pingpong.rb", ["1000000"], ["200000"]),
]) + _group("threads", "threads", [
    ("queue_pingpong", "threads/queue_pingpong.rb", ["200000"], ["20000"]),
    ("threads_sleep", "threads/threads_sleep.rb", ["10000"], ["2000"]),
    ("mutex_counter", "threads/mutex_counter.rb", ["4", "200000"], ["4", "50000"]),
    ("mtime_threads", "concurrency/mtime_threads.rb", ["4", "1000000"], ["4", "100000"]),
]) + _group("threads", "processes", [
    # the same hand-off for Process.wait and IO.popen reads
    ("child_waits", "concurrency/child_waits.rb", ["4", "400"], ["4", "40"]),
    # and for File.read of FIFOs
    ("fifo_reads", "concurrency/fifo_reads.rb", ["4", "50"], ["4", "10"]),
]) + _group("isolates", "ractors", [
    # the same work per isolate with one isolate and with two: the second's time shows the scaling
    ("lambda_ractors_1", "isolates/lambda_ractors.rb", ["1", "1000000"], ["1", "200000"]),
    ("lambda_ractors_2", "isolates/lambda_ractors.rb", ["2", "1000000"], ["2", "200000"]),
    ("tarai_ractors", "isolates/tarai_ractors.rb", ["4", "2", "12"], ["2", "2", "11"]),
]) + _group("bignum", None, [
    # million-digit Integers: radix conversion both ways, a balanced
    # division and a square root (GMP's algorithms; quadratic ones took
    # tens of seconds here)
    ("bignum_to_s", "bignum/to_s.rb", ["1000000"], ["100000"]),
    ("bignum_parse", "bignum/parse.rb", ["1000000"], ["100000"]),
    ("bignum_divmod", "bignum/divmod.rb", ["1000000"], ["100000"]),
    ("bignum_isqrt", "bignum/isqrt.rb", ["1000000"], ["100000"]),
])
