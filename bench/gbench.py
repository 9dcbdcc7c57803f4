"""The micro-benchmarks step of bench/run.py: runs the Google Benchmark
binary (bench/micro/; the WebAssembly one under Node) with repetitions and sums each benchmark up as the
median rate (operations/s), the spread of the rates ((max−min)/median, the
noise bench/compare.py allows for), and its counters (the median of each;
for `worst_*` counters the largest)."""
import json
import statistics
import subprocess


def measure(path, quick):
    reps, min_time = (3, 0.1) if quick else (5, 0.5)
    # Emscripten 3.1.6's loader fails on Node 20's fetch: the flag hides it.
    cmd = ["node", "--no-experimental-fetch", path] if path.endswith(".js") else [path]
    out = subprocess.run(cmd + ["--benchmark_format=json", f"--benchmark_min_time={min_time}",
                          f"--benchmark_repetitions={reps}"], capture_output=True, check=True).stdout
    runs = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("run_type", "iteration") == "iteration":
            runs.setdefault(b.get("run_name", b["name"]), []).append(b)
    rates, spreads, counters = {}, {}, {}
    for name, bs in runs.items():
        r = [b["items_per_second"] for b in bs]
        rates[name] = statistics.median(r)
        spreads[name] = (max(r) - min(r)) / rates[name]
        keys = [k for k in bs[0] if k.endswith("_us")]
        if keys:
            counters[name] = {k: (max if k.startswith("worst") else statistics.median)(b[k] for b in bs)
                              for k in keys}
    return rates, spreads, counters
