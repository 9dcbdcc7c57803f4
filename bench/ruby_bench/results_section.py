"""The "ruby-bench" section of bench/RESULTS.md from a bench-suite record
(bench/ruby_bench/run.py): per benchmark the mean iteration time of each
engine and Garnet's ratios, the ractor harness's scaling, optcarrot's frame
rate, and the benchmarks left out with the reason."""
import math
import re

HEADING = "## ruby-bench (the public suite, decision 051)"


def geomean(ratios):
    ratios = [r for r in ratios if r]
    return math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else None


def mean_ms(runner_json, engine, name, key="bench"):
    data = ((runner_json or {}).get("raw_data", {}).get(engine) or {}).get(name)
    times = data.get(key) if data else None
    return 1000 * sum(times) / len(times) if times else None


def fmt(x, digits=1):
    return "—" if x is None else f"{x:.{digits}f}"


def ratio(a, b):
    return a / b if a is not None and b else None


def timing_table(record):
    suite, wasm, outputs = record["run_benchmarks"], record.get("wasm") or {}, record["outputs"]
    names = list(((suite or {}).get("raw_data") or {}).get("garnet", {}))
    failed = [n for n, r in outputs.items() if n not in record["left_out"] and r["garnet"]["status"] != 0]
    rows = ["| benchmark | Garnet (ms) | CRuby (ms) | Garnet/CRuby | CRuby YJIT (ms) | Garnet/YJIT | "
            "WebAssembly/native | output as CRuby's |", "|---|---:|---:|---:|---:|---:|---:|---|"]
    to_ruby, to_yjit, to_native = [], [], []
    for name in sorted(names):
        garnet, ruby, yjit = (mean_ms(suite, e, name) for e in ("garnet", "ruby", "ruby-yjit"))
        w = wasm.get(name, {})
        native_own, wasm_own = w.get("garnet"), w.get("garnet-wasm")
        wasm_ratio = ratio(wasm_own, native_own) if isinstance(wasm_own, float) and isinstance(native_own, float) else None
        to_ruby.append(ratio(garnet, ruby))
        to_yjit.append(ratio(garnet, yjit))
        to_native.append(wasm_ratio)
        same = outputs.get(name, {}).get("same_output")
        wasm_cell = fmt(wasm_ratio, 2) if wasm_ratio or not isinstance(wasm_own, dict) else "fails"
        rows.append(f"| {name} | {fmt(garnet)} | {fmt(ruby)} | {fmt(ratio(garnet, ruby), 2)} | {fmt(yjit)} | "
                    f"{fmt(ratio(garnet, yjit), 2)} | {wasm_cell} | {'yes' if same else 'no' if same is False else '—'} |")
    rows.append(f"| **geometric mean** | | | **{fmt(geomean(to_ruby), 2)}** | | **{fmt(geomean(to_yjit), 2)}** | "
                f"**{fmt(geomean(to_native), 2)}** | |")
    for name in failed:
        rows.append(f"| {name} | fails: {outputs[name]['garnet'].get('error', '')} | | | | | | |")
    return rows


def ractor_table(record):
    run = record.get("ractor_harness")
    if not run:
        return ["No ractor benchmark ran."]
    counts = sorted({int(k) for e in ("garnet", "ruby") for d in (run["raw_data"].get(e) or {}).values()
                     for k in (d.get("bench_by_ractors") or {})})
    head = "| benchmark | " + " | ".join(f"Garnet {n} (ms)" for n in counts) + " | Garnet worst N/1 | " + \
        " | ".join(f"CRuby {n} (ms)" for n in counts) + " | CRuby worst N/1 |"
    rows = [head, "|---|" + "---:|" * (2 * len(counts) + 2)]
    own_counts = []  # benchmarks that start their own Ractors under the plain harness
    for name in sorted(run["raw_data"].get("garnet", {})):
        if "bench_by_ractors" not in run["raw_data"]["garnet"][name]:
            own_counts.append(name)
            continue
        cells = []
        for engine in ("garnet", "ruby"):
            by = ((run["raw_data"].get(engine) or {}).get(name) or {}).get("bench_by_ractors") or {}
            ms = [1000 * sum(by[str(n)]) / len(by[str(n)]) if by.get(str(n)) else None for n in counts]
            cells += [fmt(m) for m in ms]
            worst = max((m / ms[0] for m in ms[1:] if m and ms[0]), default=None)
            cells.append(fmt(worst, 2))
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    if own_counts:
        rows += ["", "Benchmarks that start their own Ractors (under the suite's plain harness):", "",
                 "| benchmark | Garnet (ms) | CRuby (ms) | Garnet/CRuby |", "|---|---:|---:|---:|"]
        for name in own_counts:
            garnet, ruby = mean_ms(run, "garnet", name), mean_ms(run, "ruby", name)
            rows.append(f"| {name} | {fmt(garnet)} | {fmt(ruby) if ruby else 'fails'} | {fmt(ratio(garnet, ruby), 2)} |")
    return rows


def optcarrot_table(record):
    labels = {"garnet": "Garnet (native)", "garnet-wasm": "Garnet (WebAssembly, Node)", "ruby": "CRuby",
              "ruby-yjit": "CRuby YJIT"}
    rows = ["| engine | fps | checksum |", "|---|---:|---:|"]
    for engine, r in record["optcarrot"].items():
        if "failed" in r:
            rows.append(f"| {labels.get(engine, engine)} | fails: {r['failed']} | |")
        else:
            rows.append(f"| {labels.get(engine, engine)} | {r['fps']:.1f} | {r['checksum']} |")
    return rows


def render(record):
    m = record["machine"]
    engines = "; ".join(f"{k}: {v}" for k, v in record["engines"].items())
    lines = [
        HEADING, "",
        f"ruby/ruby-bench at commit `{record['suite_commit']}`, run unmodified by its own runner and harnesses "
        f"(`make bench-suite RUBY_BENCH=DIR`, bench/ruby_bench/README.md), {record['date']}, on {m['cpu']} "
        f"({m['cores']} cores). Engines: {engines}.", "",
        f"Mean milliseconds per iteration after {record['warmup']} warm-up iterations, over {record['bench']} "
        "timed ones, interleaved by run_benchmarks.rb. A ratio below 1 is Garnet faster. \"WebAssembly/native\" is "
        "the same benchmark on both Garnet builds under bench/ruby_bench/harness (the suite's harness starts "
        "processes, which the WebAssembly build cannot). \"Output as CRuby's\": one run under harness-once, "
        "the harness's own lines set aside.", "",
        *timing_table(record), "",
        "The ractor harness (harness-ractor, `--category=ractor`): mean milliseconds per iteration at each "
        "Ractor count, and the worst ratio of a count's time to the time at 1 Ractor.", "",
        *ractor_table(record), "",
        "optcarrot's own benchmark mode (`bin/optcarrot --benchmark examples/Lan_Master.nes`, 180 frames):", "",
        *optcarrot_table(record), "",
        "Left out:", "",
        "| benchmark | why |", "|---|---|",
        *[f"| {name} | {why} |" for name, why in sorted(record["left_out"].items())], "",
    ]
    return "\n".join(lines)


def write(section, path):
    """Replaces the section in RESULTS.md, or appends it."""
    text = open(path).read()
    start = text.find(HEADING)
    if start < 0:
        text = text.rstrip("\n") + "\n\n" + section
    else:
        following = re.search(r"^## ", text[start + len(HEADING):], re.M)
        end = start + len(HEADING) + following.start() if following else len(text)
        text = text[:start] + section + ("\n" if following else "") + text[end:]
    with open(path, "w") as f:
        f.write(text)
