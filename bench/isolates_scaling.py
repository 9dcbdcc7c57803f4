"""The isolate-scaling figures of `make bench`: the seed tarai_ractor.rb
with N Ractors each computing N/N of N calls (`tarai_ractor.rb N N`, N = 1,
2, 4, 8) and the seed lambda_ractors.rb with 1 and 2 Ractors, on each
engine with Ractors in turn (A B A B ...). Reported: each time relative to
the 1-isolate time, the parallel efficiency (1-isolate time × N / (N-isolate
time × min(N, cores))), and lambda_ractors' total rates."""
import os
import re
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = os.path.join(HERE, "seeds")
RATE = re.compile(rb"rate: (\d+)")


def measure(engines, runs, quick, run_measured, progress):
    """engines: [(name, cmd)]; run_measured(cmd, script, args) returns
    (seconds, peak RSS in KB, stdout)."""
    counts = [1, 2, 4] if quick else [1, 2, 4, 8]
    iterations = "5000000" if quick else "20000000"
    out = {e: {"tarai": {n: [] for n in counts}, "lambda": {1: [], 2: []}} for e, _ in engines}
    for i in range(runs):
        for engine, cmd in engines:
            def run(script, *args):
                progress(f"{script} {' '.join(args)}", engine, i, runs)
                return run_measured(cmd, os.path.join(SEEDS, script), args)

            for n in counts:
                out[engine]["tarai"][n].append(run("tarai_ractor.rb", str(n), str(n))[0])
            for n in (1, 2):
                text = run("lambda_ractors.rb", str(n), iterations)[2]
                out[engine]["lambda"][n].append(float(RATE.search(text).group(1)))
    return {"cores": os.cpu_count(), "iterations": int(iterations),
            "engines": {e: {"tarai": {n: statistics.median(t) for n, t in f["tarai"].items()},
                            "lambda": {n: statistics.median(r) for n, r in f["lambda"].items()}}
                        for e, f in out.items()}}


def efficiency(tarai, n, cores):
    return tarai[1] * n / (tarai[n] * min(n, cores))


def markdown(s):
    engs = list(s["engines"])
    cores = s["cores"]
    lines = ["", "## Isolates: scaling", "",
             f"The seeds `tarai_ractor.rb N N` (N Ractors, one `tarai(13, 7, 0)` each) and "
             f"`lambda_ractors.rb R {s['iterations']:,}`, one engine after the other, on {cores} cores. "
             "Parallel efficiency = 1-isolate time × N / (N-isolate time × min(N, cores)).", "",
             "| measure | " + " | ".join(engs) + " |", "|---" * (1 + len(engs)) + "|"]
    tarai = {e: {int(n): t for n, t in s["engines"][e]["tarai"].items()} for e in engs}
    for n in sorted(tarai[engs[0]]):
        cells = []
        for e in engs:
            t = tarai[e]
            cells.append(f"{t[n]:.2f} s = {t[n] / t[1]:.2f}× (efficiency {efficiency(t, n, cores):.0%})"
                         if n > 1 else f"{t[n]:.2f} s")
        lines.append(f"| `tarai_ractor.rb {n} {n}` | " + " | ".join(cells) + " |")
    rates = {e: {int(n): r for n, r in s["engines"][e]["lambda"].items()} for e in engs}
    for n in (1, 2):
        lines.append(f"| `lambda_ractors.rb {n}`: total rate | " +
                     " | ".join(f"{rates[e][n] / 1e6:.1f} M/s" for e in engs) + " |")
    lines.append("| … 2 isolates / 1 isolate | " + " | ".join(f"{rates[e][2] / rates[e][1]:.2f}×" for e in engs) + " |")
    g = tarai[engs[0]]
    verdicts = []
    if 2 in g:
        verdicts.append(f"`2 2` takes {g[2] / g[1]:.2f}× the time of `1 1` (target at most 1.05×: "
                        f"{'met' if g[2] / g[1] <= 1.05 else 'missed'})")
    if 4 in g:
        verdicts.append(f"`4 4` {g[4] / g[1]:.2f}× (target at most 2.1×: {'met' if g[4] / g[1] <= 2.1 else 'missed'})")
    r = rates[engs[0]]
    verdicts.append(f"2 isolates run lambdas at {r[2] / r[1]:.2f}× the 1-isolate rate (target at least 1.9×: "
                    f"{'met' if r[2] / r[1] >= 1.9 else 'missed'})")
    lines += ["", f"{engs[0]}: " + "; ".join(verdicts) + ".", ""]
    wasm = tarai.get("garnet-wasm", {})
    if 2 in wasm:
        lines += [f"garnet-wasm (isolates on Web Workers): `2 2` takes {wasm[2] / wasm[1]:.2f}× the time of `1 1` "
                  f"(target at most 1.05×: {'met' if wasm[2] / wasm[1] <= 1.05 else 'missed'}).", ""]
    return lines
