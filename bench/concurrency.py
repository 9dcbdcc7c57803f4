"""The concurrency group of `make bench`: the programs in bench/concurrency/
and the seed programs sleep_precision.rb and join_precision.rb, run on each
engine in turn (A B A B ...), with the figures the scheduler's targets are
stated in: fiber switch rates by fiber count and memory per fiber, Queue and
fiber ping-pong rates, 10,000 sleeping threads, File.mtime from 1 to 16
threads, and sleep/join precision."""
import os
import re
import statistics

import measure

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "concurrency")
SEEDS = os.path.join(HERE, "seeds")

FIBER_ROW = re.compile(rb"fibers: (\d+) rss: (\d+) count: \d+ rate: ([\d.e+]+)")
RATE = re.compile(rb"rate: ([\d.e+]+)")
SECONDS_RSS = re.compile(rb"seconds: ([\d.e+-]+) rss: (\d+)")
MTIME_THREADS = [1, 2, 4, 8, 16]


def seed(name):
    """A seed program from bench/seeds/, or None when it is missing."""
    path = os.path.join(SEEDS, name)
    return path if os.path.exists(path) else None


def measure(engines, runs, quick, run_measured, progress):
    """engines: [(name, cmd)]; run_measured(cmd, script, args) returns
    (seconds, peak RSS in KB, stdout). Returns the figures of every engine."""
    out = {e: {"fiber_resume": {}, "fiber_transfer": {}, "pingpong_queue": [], "pingpong_fiber": [],
               "threads_10k": [], "mtime": {n: [] for n in MTIME_THREADS}, "sleep": [], "join": []}
           for e, _ in engines}
    calls = "200000" if quick else "1000000"
    for i in range(runs):
        for engine, cmd in engines:
            fig = out[engine]

            def run(script, *args, where=PROGRAMS):
                progress(f"{os.path.basename(script)} {' '.join(args)}", engine, i, runs)
                return run_measured(cmd, os.path.join(where, script), args)

            # CRuby runs out of fibers near 31,000 (its guard pages): no million-fiber row there.
            million = [] if engine.startswith("garnet") else ["--no-million"]
            for prog in ("fiber_resume", "fiber_transfer"):
                try:
                    _, _, text = run(f"{prog}.rb", *million)
                except measure.Failed as err:  # its rows stay empty; the rest still runs
                    progress(f"{prog}.rb failed: {err}", engine, i, runs)
                    continue
                for n, rss, rate in FIBER_ROW.findall(text):
                    fig[prog].setdefault(int(n), []).append((float(rate), int(rss)))
            fig["pingpong_queue"].append(float(RATE.search(run("pingpong_queue.rb")[2]).group(1)))
            fig["pingpong_fiber"].append(float(RATE.search(run("pingpong_fiber.rb")[2]).group(1)))
            secs, rss = SECONDS_RSS.search(run("threads_10k.rb")[2]).groups()
            fig["threads_10k"].append((float(secs), int(rss)))
            for n in MTIME_THREADS:
                fig["mtime"][n].append(run("mtime_threads.rb", str(n), calls)[0])
            for key, name in (("sleep", "sleep_precision.rb"), ("join", "join_precision.rb")):
                path = seed(name)
                if path:
                    text = run(path, where=os.path.dirname(path))[2]
                    fig[key] += [float(x) for x in text.split()]
    return {"calls": int(calls), "engines": {e: summarize(f) for e, f in out.items()}}


def summarize(fig):
    rows = lambda prog: {n: {"rate": statistics.median(r for r, _ in v), "rss_kb": max(m for _, m in v)}
                         for n, v in sorted(fig[prog].items())}
    s = {
        "fiber_resume": rows("fiber_resume"),
        "fiber_transfer": rows("fiber_transfer"),
        "pingpong_queue": statistics.median(fig["pingpong_queue"]),
        "pingpong_fiber": statistics.median(fig["pingpong_fiber"]),
        "threads_10k": {"seconds": statistics.median(s for s, _ in fig["threads_10k"]),
                        "rss_kb": max(m for _, m in fig["threads_10k"])},
        "mtime": {n: statistics.median(t) for n, t in fig["mtime"].items()},
    }
    for key in ("sleep", "join"):
        if fig[key]:
            s[key] = {"max": max(fig[key]), "median_overshoot": statistics.median(x - 0.0001 for x in fig[key]),
                      "samples": len(fig[key])}
    return s


def per_fiber_bytes(rows):
    """Resident memory each extra fiber costs, between the smallest and largest rows."""
    ns = sorted(rows)
    if len(ns) < 2 or not rows[ns[0]]["rss_kb"]:
        return None
    lo, hi = ns[0], ns[-1]
    return (rows[hi]["rss_kb"] - rows[lo]["rss_kb"]) * 1024 / (hi - lo)


def mb(kb, digits):
    """Resident memory for a table cell; 0 means unknown (no /proc/self under WebAssembly)."""
    return f"{kb / 1024:.{digits}f} MB" if kb else "—"


def markdown(c):
    g = c["engines"]["garnet"]
    peers = [e for e in c["engines"] if e != "garnet" and "fiber_resume" in c["engines"][e]]
    lines = ["", "## Concurrency", "",
             "The programs in `bench/concurrency/` and the seeds `sleep_precision.rb` / `join_precision.rb`, "
             "on each engine in turn (mruby has no Thread and is left out).", ""]
    for prog in ("fiber_resume", "fiber_transfer"):
        lines += [f"**{prog}.rb** (switches per second by fiber count; resident memory after the row):", "",
                  "| fibers | " + " | ".join(f"{e} rate | {e} RSS" for e in ["garnet"] + peers) + " |",
                  "|---" * (1 + 2 * (1 + len(peers))) + "|"]
        for n, row in g[prog].items():
            cells = []
            for e in ["garnet"] + peers:
                r = c["engines"][e][prog].get(n)
                cells += [f"{r['rate'] / 1e6:.2f} M/s", mb(r["rss_kb"], 0)] if r else ["fails", "—"]
            lines.append(f"| {n:,} | " + " | ".join(cells) + " |")
        rows = g[prog]
        small, big = min(rows), max(rows)
        per = per_fiber_bytes(rows)
        summary = [f"Garnet's rate at {big:,} fibers is {rows[big]['rate'] / rows[small]['rate']:.0%} of its rate "
                   f"at {small:,}"]
        wasm = c["engines"].get("garnet-wasm", {}).get(prog, {})
        if big in wasm and small in wasm:
            summary.append(f"on WebAssembly {wasm[big]['rate'] / wasm[small]['rate']:.0%} (its {small:,}-fiber row "
                           "runs first, partly before the optimized code is ready)")
        for e in peers:
            theirs = c["engines"][e][prog].get(small)
            if theirs:
                summary.append(f"at {small:,} fibers Garnet is {rows[small]['rate'] / theirs['rate']:.2f}× {e}")
        if per:
            summary.append(f"each fiber costs {per:.0f} bytes of resident memory "
                           f"(({rows[big]['rss_kb']} − {rows[small]['rss_kb']}) KB / {big - small:,} fibers)")
        lines += ["", "; ".join(summary) + ".", ""]
    lines += ["| measure | " + " | ".join(["garnet"] + peers) + " |", "|---" * (2 + len(peers)) + "|"]

    def row(label, fmt, get):
        lines.append(f"| {label} | " + " | ".join(fmt(get(c["engines"][e])) for e in ["garnet"] + peers) + " |")

    row("Queue ping-pong between two threads (round trips/s)", lambda v: f"{v / 1e6:.2f} M",
        lambda f: f["pingpong_queue"])
    row("resume/yield ping-pong between two fibers (round trips/s)", lambda v: f"{v / 1e6:.2f} M",
        lambda f: f["pingpong_fiber"])
    row("10,000 threads sleeping 0–10 ms, then a Queue push: wall time", lambda v: f"{v:.3f} s",
        lambda f: f["threads_10k"]["seconds"])
    row("… their peak resident memory", lambda v: mb(v, 1), lambda f: f["threads_10k"]["rss_kb"])
    for n in MTIME_THREADS:
        row(f"`mtime_threads.rb {n} {c['calls']}` wall time", lambda v: f"{v:.2f} s", lambda f, n=n: f["mtime"][n])
    for key, what in (("sleep", "`sleep 0.0001`"), ("join", "`join(0.0001)`")):
        if key in g:
            row(f"{what}: longest of {g[key]['samples']} (seed {key}_precision.rb)",
                lambda v: f"{v * 1e6:.0f} µs", lambda f, key=key: f[key]["max"] if key in f else float("nan"))
            row(f"{what}: median overshoot", lambda v: f"{v * 1e6:.0f} µs",
                lambda f, key=key: f[key]["median_overshoot"] if key in f else float("nan"))
    m = g["mtime"]
    worst = max(m[n] / m[1] for n in MTIME_THREADS)
    lines += ["", f"File.mtime from N threads: Garnet's slowest N takes {worst:.2f}× its 1-thread time"]
    for e in peers:
        lines[-1] += (f"; its 1-thread time is {m[1] / c['engines'][e]['mtime'][1]:.2f}× {e}'s "
                      f"({e}: {c['engines'][e]['mtime'][2] / c['engines'][e]['mtime'][1]:.2f}× from 1 to 2 threads)")
    lines[-1] += "."
    return lines
