#!/usr/bin/env python3
"""Compares two results files of bench/run.py, scenario by scenario and
engine by engine, and flags Garnet's regressions.

Usage: compare.py OLD.json NEW.json [--report-only] [--floor 0.05] [--micro-floor 0.10]

The rule: for each scenario and engine measured in both files, change =
new median / old median. Each file's spread ((max−min)/median of its runs)
is the noise that file measured; the allowance is the larger of the two
spreads, and never less than --floor (5%: a quiet run's spread understates
the noise between runs). A change above 1 + allowance is a regression, below
1 / (1 + allowance) an improvement, anything between is noise. Only the
Garnet engines (garnet, garnet-wasm) can be flagged: the other engines do
not change with the project, so their changes show how much the machine
itself drifted between the two runs, and are printed for that. Micro-
benchmarks follow the same rule, on their time per operation (1 / rate) and
the spread of their repetitions' rates (files without `micro_spread` count
as spread 0), with a floor of --micro-floor (10%): their repetitions run
back to back, so their spread misses the drift of a loaded machine between
two runs. A scenario run with other arguments in the two files is not
compared.

Exit status: 1 when a regression is flagged (0 with --report-only), else 0."""
import argparse
import json
import sys

FLAGGED_ENGINES = ("garnet", "garnet-wasm")


def compare_scenarios(old, new, floor):
    rows, regressions = [], 0
    for name, n in new["scenarios"].items():
        o = old["scenarios"].get(name)
        if not o or "median" not in o or "median" not in n:
            continue
        if o["command"] != n["command"]:
            rows.append((name, "", "", "", "", f"not compared: `{o['command']}` then `{n['command']}`"))
            continue
        for engine, new_median in n["median"].items():
            if engine not in o["median"]:
                continue
            change = new_median / o["median"][engine]
            allowance = max(floor, o["spread"][engine], n["spread"][engine])
            if change > 1 + allowance:
                verdict = "REGRESSION" if engine in FLAGGED_ENGINES else "slower (not flagged)"
                regressions += engine in FLAGGED_ENGINES
            elif change < 1 / (1 + allowance):
                verdict = "faster"
            else:
                verdict = "noise"
            rows.append((name, engine, f"{o['median'][engine]:.3f}", f"{new_median:.3f}",
                         f"{change:.2f}× (±{100 * allowance:.0f}%)", verdict))
    return rows, regressions


def compare_micro(old, new, floor):
    rows, regressions = [], 0
    for name, rate in new.get("micro", {}).items():
        before = old.get("micro", {}).get(name)
        if not before:
            continue
        change = before / rate  # as a time ratio: > 1 is slower
        allowance = max(floor, *(r.get("micro_spread", {}).get(name, 0) for r in (old, new)))
        if change > 1 + allowance:
            verdict = "REGRESSION"
            regressions += 1
        else:
            verdict = "faster" if change < 1 / (1 + allowance) else "noise"
        rows.append((name, "garnet", f"{before / 1e6:.2f} M/s", f"{rate / 1e6:.2f} M/s",
                     f"{change:.2f}× (±{100 * allowance:.0f}%)", verdict))
    return rows, regressions


def main():
    ap = argparse.ArgumentParser(description="Diffs two bench/results files and flags regressions.")
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--report-only", action="store_true", help="exit 0 even when a regression is flagged")
    ap.add_argument("--floor", type=float, default=0.05, help="smallest noise allowance for scenarios")
    ap.add_argument("--micro-floor", type=float, default=0.10, help="smallest one for micro-benchmarks")
    opts = ap.parse_args()
    with open(opts.old) as f:
        old = json.load(f)
    with open(opts.new) as f:
        new = json.load(f)
    print(f"old: {opts.old} ({old['date']}, {old['machine']['cpu']}, {old['runs']} runs)")
    print(f"new: {opts.new} ({new['date']}, {new['machine']['cpu']}, {new['runs']} runs)")
    if old["machine"]["cpu"] != new["machine"]["cpu"] or old["machine"]["cores"] != new["machine"]["cores"]:
        print("warning: the two files come from different machines")
    rows, flagged = compare_scenarios(old, new, opts.floor)
    micro_rows, micro_flagged = compare_micro(old, new, opts.micro_floor)
    print("\n| scenario | engine | old | new | new/old time (allowance) | verdict |\n|---|---|---|---|---|---|")
    for row in rows + micro_rows:
        print("| " + " | ".join(row) + " |")
    total = flagged + micro_flagged
    print(f"\n{total} regression(s) flagged" + (" (report only)" if total and opts.report_only else ""))
    return 1 if total and not opts.report_only else 0


if __name__ == "__main__":
    sys.exit(main())
