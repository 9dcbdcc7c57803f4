"""The WebAssembly section of `make bench`: the module's size (raw and
gzipped, beside ruby.wasm's when tools/ruby-ref has it), the start-up an
embedder sees (createGarnet() + run("nil") in one Node process), a short
program's first run (a fresh module) and warm runs against native
(wasm_first_run.mjs), the fiber
switch rate of both WebAssembly engines (fibers/fiber_rate.rb, timed inside
the program), the cost of Asyncify (the interpreter scenarios on the module
against the same engine linked without it), and the WebAssembly build against
CRuby 4.0 on WASI from the scenario tables."""
import gzip
import json
import os
import re
import statistics
import subprocess

import catalog
import measure as timing
import summary

HERE = os.path.dirname(os.path.abspath(__file__))
RUBY_WASM = os.path.join(os.path.dirname(HERE), "tools", "ruby-ref", "node_modules", "@ruby", "4.0-wasm-wasi",
                         "dist", "ruby+stdlib.wasm")
STARTUP = re.compile(r"startup_ms: ([\d.]+) exit: 0")
CACHED_STARTUP = re.compile(r"cached_module_ms: ([\d.]+) run_ms: ([\d.]+)")
RATE = re.compile(r"rate: (\d+)")
# Resumes per engine: CRuby on WASI switches about 100 times slower.
FIBER_RATE_ARGS = {"garnet-wasm": ["100", "2000000"], "ruby4-wasi": ["100", "200000"]}


def fiber_rates(commands, runs, progress):
    """Median resumes per second of fibers/fiber_rate.rb by engine name, for
    the engines of FIBER_RATE_ARGS in `commands` (name -> command)."""
    folder = os.path.join(HERE, "fibers")
    rates = {}
    for name, args in FIBER_RATE_ARGS.items():
        if name not in commands:
            continue
        samples = []
        for i in range(runs):
            progress("fiber_rate.rb 100 fibers", name, i, runs)
            out = subprocess.run(commands[name] + ["fiber_rate.rb"] + args, cwd=folder, capture_output=True,
                                 text=True, timeout=600).stdout
            m = RATE.search(out)
            if m:
                samples.append(int(m.group(1)))
        if samples:
            rates[name] = statistics.median(samples)
    return rates


def asyncify_cost(module, plain_module, command, quick, runs, progress):
    """Geometric mean over the interpreter scenarios of the module's time
    over plain_module's (the engine linked without Asyncify), each the median
    of `runs` alternating runs of `command` (garnet-node.mjs, which loads the
    module GARNET_WASM names); None when plain_module is missing."""
    if not os.path.exists(plain_module):
        return None
    ratios = {}
    for sc in catalog.SCENARIOS:
        if sc.group != "interpreter":
            continue
        times = {module: [], plain_module: []}
        for i in range(runs):
            for m in times:
                progress(f"Asyncify cost/{sc.name}", "garnet-wasm" if m == module else "no Asyncify", i, runs)
                env = dict(os.environ, GARNET_WASM=os.path.abspath(m))
                secs, _, _ = timing.run_once(command, os.path.join(HERE, sc.script), sc.quick if quick else sc.full,
                                             env)
                times[m].append(secs)
        ratios[sc.name] = statistics.median(times[module]) / statistics.median(times[plain_module])
    return {"ratios": ratios, "geomean": summary.geomean(list(ratios.values()))}


def first_run(module, garnet, runs, progress):
    """wasm_first_run.mjs's answer (seconds natively, on a fresh module's
    first run and warm, and the two ratios), or None when it fails."""
    progress("wasm_first_run.rb first and warm", "garnet-wasm", 0, 1)
    out = subprocess.run(["node", os.path.join(HERE, "wasm_first_run.mjs"), "--garnet", garnet, "--module", module,
                          "--runs", str(runs)], capture_output=True, text=True, timeout=600)
    try:
        return json.loads(out.stdout)
    except ValueError:
        return None


def measure(module, plain_module, commands, runs, quick, progress):
    """module: build/wasm/garnet.mjs; plain_module: the same linked without
    Asyncify; commands: engine name -> command. None when the module is
    missing."""
    wasm = os.path.join(os.path.dirname(module), "garnet.wasm")
    if not os.path.exists(wasm):
        return None
    with open(wasm, "rb") as f:
        raw = f.read()
    times, cached_times, cached_run_times = [], [], []
    for i in range(runs):
        progress("createGarnet() + run(\"nil\")", "garnet-wasm", i, runs)
        out = subprocess.run(["node", os.path.join(HERE, "wasm_startup.mjs"), module], capture_output=True,
                             text=True, timeout=120).stdout
        m = STARTUP.search(out)
        if m:
            times.append(float(m.group(1)))
        m = CACHED_STARTUP.search(out)
        if m:
            cached_times.append(float(m.group(1)))
            cached_run_times.append(float(m.group(2)))
    return {"wasm_bytes": len(raw), "wasm_gzip_bytes": len(gzip.compress(raw, 9)),
            "ruby_wasm_bytes": os.path.getsize(RUBY_WASM) if os.path.exists(RUBY_WASM) else None,
            "api_startup_ms": statistics.median(times) if times else None, "api_startup_runs": len(times),
            "api_startup_cached_ms": statistics.median(cached_times) if cached_times else None,
            "api_startup_cached_run_ms": statistics.median(cached_run_times) if cached_run_times else None,
            "first_run": first_run(module, commands["garnet"][0], max(runs, 3), progress) if "garnet" in commands
            else None,
            "fiber_rates": fiber_rates(commands, min(runs, 3), progress),
            "asyncify_cost": asyncify_cost(module, plain_module, commands["garnet-wasm"], quick, min(runs, 3),
                                           progress)}


def against(results, group, a, b):
    """Geometric mean of b's time over a's in a scenario group, or None."""
    ratios = [s["median"][b] / s["median"][a] for s in results["scenarios"].values()
              if s.get("group") == group and a in s.get("median", {}) and b in s.get("median", {})]
    return summary.geomean(ratios) if ratios else None


def markdown(r):
    w = r["wasm"]
    mib = lambda n: f"{n / 1048576:.2f} MiB"
    lines = ["", "## WebAssembly build", "",
             "| measure | value |", "|---|---|",
             f"| `garnet.wasm` (after Binaryen's wasm-opt) | {mib(w['wasm_bytes'])}, {mib(w['wasm_gzip_bytes'])} "
             "gzipped (target under 2 MB gzipped) |"]
    if w.get("ruby_wasm_bytes"):
        lines.append(f"| CRuby 4.0's `ruby+stdlib.wasm` | {mib(w['ruby_wasm_bytes'])}: Garnet's is "
                     f"{w['wasm_bytes'] / w['ruby_wasm_bytes']:.1%} of it (target under 10%) |")
    if w.get("api_startup_ms") is not None:
        lines.append(f"| `createGarnet()` + `run(\"nil\")` in Node, median of {w['api_startup_runs']} | "
                     f"{w['api_startup_ms']:.0f} ms (target under 150 ms) |")
    if w.get("api_startup_cached_ms") is not None:
        lines.append("| the same with the compiled module kept (a new instance of it after a first one ran), "
                     f"median | {w['api_startup_cached_ms']:.0f} ms, of which `run(\"nil\")` "
                     f"{w['api_startup_cached_run_ms']:.0f} ms (target at most 40 ms) |")
    first = w.get("first_run")
    if first:
        lines.append(f"| a short program (`wasm_first_run.rb`, timed inside itself: {first['native']:.3f} s natively): "
                     f"WebAssembly / native on a fresh module's first run, and warm | {first['first_ratio']:.2f}× "
                     f"({first['first']:.3f} s), {first['warm_ratio']:.2f}× warm (target for the first run at most 2×, "
                     "measured in the browser) |")
    cost = w.get("asyncify_cost")
    if cost:
        lines.append(f"| Asyncify (native stacks for C++ methods whose blocks switch): interpreter scenarios with "
                     f"it / without, geometric mean | {cost['geomean']:.3f}× (target under 1.05×; from "
                     f"{min(cost['ratios'].values()):.3f}× to {max(cost['ratios'].values()):.3f}×) |")
    for group in ("interpreter", "fibers"):
        ratio = against(r, group, "garnet-wasm", "ruby4-wasi")
        if ratio:
            target = " (target at least 5×)" if group == "interpreter" else ""
            lines.append(f"| {group} group: CRuby 4.0 on WASI time / Garnet WebAssembly time, geometric mean | "
                         f"{ratio:.1f}×{target} |")
    rates = w.get("fiber_rates", {})
    if "garnet-wasm" in rates and "ruby4-wasi" in rates:
        lines.append(f"| fiber switches (`fiber_rate.rb`, 100 fibers, timed in the program): Garnet WebAssembly / "
                     f"CRuby 4.0 on WASI | {rates['garnet-wasm'] / 1e6:.2f} M/s / {rates['ruby4-wasi'] / 1e6:.3f} M/s "
                     f"= {rates['garnet-wasm'] / rates['ruby4-wasi']:.1f}× (target at least 20×) |")
    return lines + [""]
