"""Figures derived from a results file (the JSON bench/run.py writes): each
engine's time relative to native Garnet per scenario, and the geometric mean
of those ratios per group, with or without each engine's start-up time."""
import math

REFERENCE = "garnet"
WASM_TARGET = 2.0  # the project's target for garnet-wasm / garnet over the interpreter group


def geomean(xs):
    xs = list(xs)
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def measured(results, group):
    """The scenarios of a group that have times (skipped ones left out)."""
    return {n: s for n, s in results["scenarios"].items()
            if s.get("group", "interpreter") == group and "median" in s}


def ratio(record, engine, startup=None):
    """engine's median time over native Garnet's; with `startup` (the
    results' "startup" figures) each engine's start-up is taken off first."""
    med = record["median"]
    if engine not in med or REFERENCE not in med:
        return None
    num, den = med[engine], med[REFERENCE]
    if startup:
        num -= startup.get(engine, {}).get("median", 0.0)
        den -= startup.get(REFERENCE, {}).get("median", 0.0)
    return num / den if num > 0 and den > 0 else None


def group_geomeans(results, group, net=False):
    """{engine: geometric mean of its ratios over the group}, native Garnet
    left out; `net` takes start-up times off first."""
    startup = results.get("startup") if net else None
    out = {}
    for engine in results["engines"]:
        if engine == REFERENCE:
            continue
        rs = [ratio(s, engine, startup) for s in measured(results, group).values()]
        rs = [r for r in rs if r]
        if rs:
            out[engine] = geomean(rs)
    return out
