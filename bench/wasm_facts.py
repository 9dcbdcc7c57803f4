"""The WebAssembly section of `make bench`: the module's size (raw and
gzipped, beside ruby.wasm's when tools/ruby-ref has it), the start-up an
embedder sees (createGarnet() + run("nil") in one Node process), and the
WebAssembly build against CRuby 4.0 on WASI from the scenario tables."""
import gzip
import os
import re
import statistics
import subprocess

import summary

HERE = os.path.dirname(os.path.abspath(__file__))
RUBY_WASM = os.path.join(os.path.dirname(HERE), "tools", "ruby-ref", "node_modules", "@ruby", "4.0-wasm-wasi",
                         "dist", "ruby+stdlib.wasm")
STARTUP = re.compile(r"startup_ms: ([\d.]+) exit: 0")


def measure(module, runs, progress):
    """module: build/wasm/garnet.mjs. None when it is missing."""
    wasm = os.path.join(os.path.dirname(module), "garnet.wasm")
    if not os.path.exists(wasm):
        return None
    with open(wasm, "rb") as f:
        raw = f.read()
    times = []
    for i in range(runs):
        progress("createGarnet() + run(\"nil\")", "garnet-wasm", i, runs)
        out = subprocess.run(["node", os.path.join(HERE, "wasm_startup.mjs"), module], capture_output=True,
                             text=True, timeout=120).stdout
        m = STARTUP.search(out)
        if m:
            times.append(float(m.group(1)))
    return {"wasm_bytes": len(raw), "wasm_gzip_bytes": len(gzip.compress(raw, 9)),
            "ruby_wasm_bytes": os.path.getsize(RUBY_WASM) if os.path.exists(RUBY_WASM) else None,
            "api_startup_ms": statistics.median(times) if times else None, "api_startup_runs": len(times)}


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
    lines.append("| Asyncify | not linked: fibers and threads switch VM frames, not native stacks, so the "
                 "interpreter pays nothing for it |")
    for group, target in (("interpreter", "5×"), ("fibers", "20×")):
        ratio = against(r, group, "garnet-wasm", "ruby4-wasi")
        if ratio:
            lines.append(f"| {group} group: CRuby 4.0 on WASI time / Garnet WebAssembly time, geometric mean | "
                         f"{ratio:.1f}× (target at least {target}) |")
    return lines + [""]
