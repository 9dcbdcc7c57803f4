"""The "ruby-bench" section of bench/RESULTS.md from a bench-suite record
(bench/ruby_bench/run.py, milliseconds): per benchmark the mean iteration
time of each engine and Garnet's ratios, the ractor harness's scaling,
optcarrot's frame rate, and the benchmarks left out with the reason."""
import math
import re

HEADING = "## ruby-bench (the public suite, decision 051)"


def geomean(ratios):
    ratios = [r for r in ratios if r]
    return math.exp(sum(map(math.log, ratios)) / len(ratios)) if ratios else None


def fmt(x, digits=1):
    return "—" if x is None else f"{x:.{digits}f}"


def ratio(a, b):
    return a / b if a is not None and b else None


def milliseconds(value):
    """A figure of the record, or None for a failure ({"failed": ...})."""
    return value if isinstance(value, (int, float)) else None


def timing_table(record):
    timing, wasm, outputs = record["timing"], record.get("wasm") or {}, record["outputs"]
    failed = [n for n, r in outputs.items() if n not in record["left_out"] and r["garnet"]["status"] != 0]
    rows = ["| benchmark | Garnet (ms) | CRuby (ms) | Garnet/CRuby | CRuby YJIT (ms) | Garnet/YJIT | "
            "WebAssembly/native | output as CRuby's |", "|---|---:|---:|---:|---:|---:|---:|---|"]
    to_ruby, to_yjit, to_native = [], [], []
    for name in sorted(timing):
        garnet, ruby, yjit = (timing[name].get(e) for e in ("garnet", "ruby", "ruby-yjit"))
        w = wasm.get(name, {})
        wasm_ratio = ratio(milliseconds(w.get("garnet-wasm")), milliseconds(w.get("garnet")))
        to_ruby.append(ratio(garnet, ruby))
        to_yjit.append(ratio(garnet, yjit))
        to_native.append(wasm_ratio)
        same = outputs.get(name, {}).get("same_output")
        wasm_cell = "fails" if isinstance(w.get("garnet-wasm"), dict) else fmt(wasm_ratio, 2)
        rows.append(f"| {name} | {fmt(garnet)} | {fmt(ruby)} | {fmt(ratio(garnet, ruby), 2)} | {fmt(yjit)} | "
                    f"{fmt(ratio(garnet, yjit), 2)} | {wasm_cell} | {'yes' if same else 'no' if same is False else '—'} |")
    rows.append(f"| **geometric mean** | | | **{fmt(geomean(to_ruby), 2)}** | | **{fmt(geomean(to_yjit), 2)}** | "
                f"**{fmt(geomean(to_native), 2)}** | |")
    for name in failed:
        rows.append(f"| {name} | fails: {outputs[name]['garnet'].get('error', '')} | | | | | | |")
    return rows


def ractor_table(record):
    ractors, own = record.get("ractors") or {}, record.get("own_ractors") or {}
    if not ractors and not own:
        return ["No ractor benchmark ran."]
    counts = record["ractor_counts"].split(",")
    head = "| benchmark | " + " | ".join(f"Garnet {n} (ms)" for n in counts) + " | Garnet worst N/1 | " + \
        " | ".join(f"CRuby {n} (ms)" for n in counts) + " | CRuby worst N/1 |"
    rows = [head, "|---|" + "---:|" * (2 * len(counts) + 2)]
    for name in sorted(ractors):
        cells = []
        for engine in ("garnet", "ruby"):
            if engine not in ractors[name]:  # the runner has no figure: the engine failed it
                cells += ["fails"] * (len(counts) + 1)
                continue
            ms = [ractors[name][engine].get(n) for n in counts]
            cells += [fmt(m) for m in ms]
            cells.append(fmt(max((m / ms[0] for m in ms[1:] if m and ms[0]), default=None), 2))
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    if own:
        rows += ["", "Benchmarks that start their own Ractors (under the suite's plain harness):", "",
                 "| benchmark | Garnet (ms) | CRuby (ms) | Garnet/CRuby |", "|---|---:|---:|---:|"]
        for name in sorted(own):
            garnet, ruby = own[name].get("garnet"), own[name].get("ruby")
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
        *([record["note"], ""] if record.get("note") else []),
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
