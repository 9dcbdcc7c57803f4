#!/usr/bin/env python3
"""make bench-suite RUBY_BENCH=DIR: the public suite ruby/ruby-bench, from a
checkout the user points to, run unmodified on Garnet beside CRuby and its
YJIT (bench/ruby_bench/README.md says where to get it).

The suite's own runner (run_benchmarks.rb, run by CRuby) times every
benchmark that installs no gems, with the suite's harness (`-I harness`), and
its ractor category with harness-ractor at 1 Ractor and every count up to the
cores. Before that, each benchmark runs once on Garnet and on CRuby under the
suite's harness-once and their printed outputs are compared. The WebAssembly
build runs the same benchmarks under bench/ruby_bench/harness (the suite's
harness starts processes, which that build cannot), beside native Garnet
under the same harness. optcarrot's own `--benchmark` mode gives its frame
rate and checksum on each engine.

Writes bench/results/public-suite/<date>-<host>.json (Garnet's record: mean
milliseconds by benchmark and engine, outputs, what was left out) and the
"ruby-bench" section of bench/RESULTS.md; the runner's own JSON, CSV and
text stay in build/ruby-bench/<date>-<host>/."""
import argparse
import datetime
import json
import os
import re
import shutil
import socket
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
sys.path.insert(0, BENCH)

import engines  # noqa: E402
import results_section  # noqa: E402  (bench/ruby_bench/results_section.py)
import suite as suite_info  # noqa: E402
from run import machine  # noqa: E402

REPO = os.path.dirname(BENCH)
OWN_HARNESS = os.path.join(HERE, "harness")
# Lines of a run that differ between engines and between runs: the harness's
# own report, not the benchmark's output.
HARNESS_LINE = re.compile(r"^(ruby |garnet |itr:|r:\s+itr:|\s*#\d+:|\d+\s+#\d+:|RSS|MAXRSS|Writing file|"
                          r"Failed to get max RSS|Checked in 'GEM_PATH|Average of last|Command: )")


def run(cmd, cwd, env, timeout):
    """(exit status or "timeout", stdout, stderr) of one command."""
    try:
        out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout,
                             stdin=subprocess.DEVNULL, errors="replace")
        return out.returncode, out.stdout, out.stderr
    except subprocess.TimeoutExpired as e:
        return "timeout", e.stdout or "", e.stderr or ""


def without_paths(value, suite):
    """The record with this machine's paths taken out of its text: the
    suite's folder becomes RUBY_BENCH, the repository's its relative paths."""
    if isinstance(value, dict):
        return {k: without_paths(v, suite) for k, v in value.items()}
    if isinstance(value, list):
        return [without_paths(v, suite) for v in value]
    if isinstance(value, str):
        return value.replace(suite, "RUBY_BENCH").replace(REPO + "/", "")
    return value


def printed_output(stdout):
    return [line for line in stdout.splitlines() if not HARNESS_LINE.match(line)]


def first_error(stderr):
    lines = [l for l in stderr.splitlines() if l.strip() and not l.startswith(("Failed to get max RSS", "Checked in"))]
    return lines[0][:200] if lines else "no message"


def check_outputs(opts, benchmarks, metadata, peers, env):
    """Each benchmark once on every peer (under harness-once, or
    harness-ractor at 1 Ractor for the benchmarks that only it runs):
    {name: record} with each peer's exit status and whether Garnet's printed
    output equals CRuby's."""
    out = {}
    once = dict(env, WARMUP_ITRS="1", MIN_BENCH_ITRS="1", RUBY_BENCH_RACTORS="1")
    for name, script in benchmarks:
        harness = "harness-ractor" if suite_info.ractor_harness_only(metadata.get(name, {})) else "harness-once"
        record, outputs = {}, {}
        for engine in peers:
            status, stdout, stderr = run(engine.cmd + ["-I", harness, script], opts.suite, once, opts.timeout)
            record[engine.name] = {"status": status}
            if status != 0:
                record[engine.name]["error"] = first_error(stderr)
            outputs[engine.name] = printed_output(stdout)
        if record["ruby"]["status"] == 0 and record["garnet"]["status"] == 0:
            record["same_output"] = outputs["garnet"] == outputs["ruby"]
        print(f"  {name}: " + ", ".join(f"{k} {v['status']}" for k, v in record.items() if isinstance(v, dict)) +
              ("" if record.get("same_output", True) else " (outputs differ)"), file=sys.stderr, flush=True)
        out[name] = record
    return out


def runner(opts, executables, names, out_name, extra_args=(), extra_env=None):
    """run_benchmarks.rb on `names` for `executables` ([(name, cmd)]): its
    JSON, or None when it wrote none."""
    ruby = shutil.which("ruby")
    cmd = [ruby, "run_benchmarks.rb", *[f"-e{n}::{' '.join(c)}" for n, c in executables],
           "--name_filters=" + ",".join(names), "--interleave", "--no-pinning", "--turbo", "--no-sudo",
           f"--out-name={out_name}", *extra_args]
    env = dict(os.environ, **(extra_env or {}))
    subprocess.run(cmd, cwd=opts.suite, env=env, stdout=sys.stderr, stdin=subprocess.DEVNULL)
    path = out_name + ".json"
    return json.load(open(path)) if os.path.exists(path) else None


def mean_ms(seconds):
    return 1000 * sum(seconds) / len(seconds) if seconds else None


def timings(runner_json):
    """The runner's JSON summed up: {benchmark: {engine: mean ms per timed
    iteration}}, and for the ractor harness's runs {benchmark: {engine:
    {Ractor count: mean ms}}} (a benchmark that starts its own Ractors under
    the plain harness is in the first)."""
    plain, by_ractors = {}, {}
    for engine, results in ((runner_json or {}).get("raw_data") or {}).items():
        for name, data in results.items():
            if data.get("bench_by_ractors"):
                by_ractors.setdefault(name, {})[engine] = {
                    count: mean_ms(times) for count, times in data["bench_by_ractors"].items()}
            else:
                plain.setdefault(name, {})[engine] = mean_ms(data.get("bench"))
    return plain, by_ractors


def own_harness_times(opts, benchmarks, engs, env, work):
    """Mean milliseconds per benchmark iteration under
    bench/ruby_bench/harness, per engine: {name: {engine: ms or the failure}}."""
    out = {}
    for name, script in benchmarks:
        out[name] = {}
        for engine in engs:
            path = os.path.join(work, f"{name}-{engine.name}.json")
            run_env = dict(env, WARMUP_ITRS=str(opts.warmup), MIN_BENCH_ITRS=str(opts.bench), MIN_BENCH_TIME="0",
                           RESULT_JSON_PATH=path, TMPDIR=work)
            status, _, stderr = run(engine.cmd + ["-I", OWN_HARNESS, script], opts.suite, run_env, opts.timeout)
            if status == 0 and os.path.exists(path):
                out[name][engine.name] = mean_ms(json.load(open(path))["bench"])
            else:
                out[name][engine.name] = {"failed": f"exit {status}: {first_error(stderr)}"}
        print(f"  {name}: {out[name]}", file=sys.stderr, flush=True)
    return out


def optcarrot(opts, engs, env):
    """optcarrot's `bin/optcarrot --benchmark` (180 frames of Lan Master):
    {engine: {"fps", "checksum"} or {"failed"}}."""
    folder = os.path.join(opts.suite, "benchmarks", "optcarrot")
    out = {}
    for engine in engs:
        status, stdout, stderr = run(engine.cmd + ["bin/optcarrot", "--benchmark", "examples/Lan_Master.nes"], folder,
                                     env, opts.timeout)
        fps = re.search(r"^fps: ([\d.]+)", stdout, re.M)
        checksum = re.search(r"^checksum: (\d+)", stdout, re.M)
        if status == 0 and fps and checksum:
            out[engine.name] = {"fps": float(fps.group(1)), "checksum": int(checksum.group(1))}
        else:
            out[engine.name] = {"failed": f"exit {status}: {first_error(stderr)}"}
        print(f"  optcarrot on {engine.name}: {out[engine.name]}", file=sys.stderr, flush=True)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", required=True, help="a ruby/ruby-bench checkout")
    ap.add_argument("--garnet", required=True, help="the native garnet binary")
    ap.add_argument("--wasm-module", default=os.path.join(REPO, "build", "wasm", "garnet.mjs"))
    ap.add_argument("--warmup", type=int, default=5, help="warm-up iterations per benchmark (default 5)")
    ap.add_argument("--bench", type=int, default=10, help="timed iterations per benchmark (default 10)")
    ap.add_argument("--only", default="", help="comma-separated benchmark names (default: every runnable one)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per run before it counts as failed")
    ap.add_argument("--no-record", action="store_true", help="print the section; write no file")
    ap.add_argument("--note", default="", help="what a reader of the results must know about this run")
    opts = ap.parse_args()
    opts.suite = os.path.abspath(opts.suite)

    metadata = suite_info.read_metadata(opts.suite)
    only = set(filter(None, opts.only.split(",")))
    left_out, runnable = {}, []
    for name, script in suite_info.discover(opts.suite):
        if only and name not in only:
            continue
        gems = suite_info.gems_needed(script)
        if gems is not None:
            left_out[name] = "installs the gems " + ", ".join(gems) + " with Bundler"
        else:
            runnable.append((name, script))

    env = engines.environment(opts.wasm_module)
    found = {e.name: e for e in engines.discover(opts.garnet, opts.wasm_module)}
    if "ruby" not in found:
        sys.exit("bench-suite: the suite's runner needs CRuby (ruby) on PATH")
    peers = [found[n] for n in ("garnet", "ruby") if n in found]

    print("bench-suite: outputs, under harness-once", file=sys.stderr)
    outputs = check_outputs(opts, runnable, metadata, peers, env)
    for name, record in outputs.items():
        if record["ruby"]["status"] != 0:  # CRuby's own failure: missing data, a newer Ruby's feature
            left_out[name] = "fails on CRuby too: " + record["ruby"].get("error", "")
    passing = [n for n, _ in runnable if n not in left_out and outputs[n]["garnet"]["status"] == 0]
    timed = [n for n in passing if not suite_info.ractor_harness_only(metadata.get(n, {}))]
    ractor_names = [n for n in passing if suite_info.ractor_benchmark(metadata.get(n, {}))]

    stem = f"{datetime.date.today().isoformat()}-{socket.gethostname()}"
    # The runner's own JSON, CSV and text stay beside the build, not in the repository.
    work = os.path.join(REPO, "build", "ruby-bench", stem)
    os.makedirs(work, exist_ok=True)
    executables = [(n, found[n].cmd) for n in ("garnet", "ruby", "ruby-yjit") if n in found]
    print("bench-suite: timing, with run_benchmarks.rb", file=sys.stderr)
    suite_run = runner(opts, executables, timed, os.path.join(work, "suite"),
                       ["--warmup", str(opts.warmup), "--bench", str(opts.bench)]) if timed else None

    counts = ",".join(str(n) for n in range(1, (os.cpu_count() or 1) + 1))
    print(f"bench-suite: the ractor harness at {counts} Ractors", file=sys.stderr)
    ractor_run = runner(opts, [(n, found[n].cmd) for n in ("garnet", "ruby")], ractor_names,
                        os.path.join(work, "ractor"), ["--category=ractor"],
                        {"RUBY_BENCH_RACTORS": counts}) if ractor_names else None

    wasm = None
    if "garnet-wasm" in found:
        print("bench-suite: the WebAssembly build, under bench/ruby_bench/harness", file=sys.stderr)
        wasm = own_harness_times(opts, [(n, s) for n, s in runnable if n in timed],
                                 [found["garnet"], found["garnet-wasm"]], env, work)

    print("bench-suite: optcarrot --benchmark", file=sys.stderr)
    carrot = optcarrot(opts, [found[n] for n in ("garnet", "garnet-wasm", "ruby", "ruby-yjit") if n in found], env)

    timed_ms, _ = timings(suite_run)
    own_ractors_ms, ractors_ms = timings(ractor_run)
    record = {
        "format": 1,
        "suite_commit": suite_info.commit(opts.suite),
        "machine": machine(),
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "warmup": opts.warmup,
        "bench": opts.bench,
        "engines": {n: found[n].label for n in ("garnet", "garnet-wasm", "ruby", "ruby-yjit") if n in found},
        "left_out": left_out,
        "outputs": outputs,
        "timing": timed_ms,
        "ractor_counts": counts,
        "ractors": ractors_ms,
        "own_ractors": own_ractors_ms,
        "wasm": wasm,
        "optcarrot": carrot,
        "note": opts.note,
    }
    record = without_paths(record, opts.suite)
    section = results_section.render(record)
    if opts.no_record:
        print(section)
        return
    folder = os.path.join(BENCH, "results", "public-suite")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, stem + ".json"), "w") as f:
        json.dump(record, f, indent=1)
    results_section.write(section, os.path.join(BENCH, "RESULTS.md"))
    print(section)
    print(f"bench-suite: the runner's own output is in {os.path.relpath(work)}", file=sys.stderr)


if __name__ == "__main__":
    main()
