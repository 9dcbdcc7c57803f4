#!/usr/bin/env python3
"""Checks the core prelude's methods against CRuby 4.0's natives.

Runs check.rb (every expression of cases.txt, with its result in a
comparable form) on Garnet and compares its output with expected.txt, the
same script's output on CRuby 4.0, line by line.

  tools/prelude-check/check.py [--garnet build/native/garnet]
  tools/prelude-check/check.py --update   # rewrite expected.txt with CRuby 4.0

--update runs CRuby 4.0 (tools/ruby-ref/ruby4.mjs, under Node) on CHUNK
cases at a time: Node dies now and then running it (SIGSEGV), more often
the longer the run. ruby4.mjs retries a run that died; a part that keeps
dying is split in two, down to single cases; a case CRuby cannot run is
recorded as CRASHED and not compared.
"""
import argparse
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
EXPECTED = HERE / "expected.txt"
CHUNK = 25
CRASHED = "CRASHED"


def cases():
    lines = (l.strip() for l in (HERE / "cases.txt").read_text().splitlines())
    return [l for l in lines if l and not l.startswith("#")]


def run(command, *args, check=True):
    result = subprocess.run(command + [str(HERE / "check.rb"), *args], capture_output=True, text=True, cwd=HERE)
    if result.returncode != 0 and check:
        sys.exit(f"prelude-check: {' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
    return result.stdout if result.returncode == 0 else None


def cruby(all_cases, start, stop):
    """CRuby 4.0's lines for cases start...stop."""
    out = run(["node", str(REPO / "tools/ruby-ref/ruby4.mjs")], str(start), str(stop), check=False)
    if out is not None:
        return out
    if stop - start == 1:
        print(f"prelude-check: CRuby 4.0 keeps crashing on: {all_cases[start]}", file=sys.stderr)
        return f"{all_cases[start]}\t{CRASHED}\n"
    middle = (start + stop) // 2
    return cruby(all_cases, start, middle) + cruby(all_cases, middle, stop)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--garnet", default=str(REPO / "build/native/garnet"))
    parser.add_argument("--update", action="store_true")
    args = parser.parse_args()
    if args.update:
        all_cases = cases()
        n = len(all_cases)
        EXPECTED.write_text("".join(cruby(all_cases, i, min(i + CHUNK, n)) for i in range(0, n, CHUNK)))
        return
    expected = EXPECTED.read_text().splitlines()
    got = run([str(pathlib.Path(args.garnet).resolve())]).splitlines()
    if len(got) != len(expected):
        sys.exit(f"prelude-check: {len(got)} results for {len(expected)} expected: cases.txt changed? (--update)")
    failed = skipped = 0
    for want, have in zip(expected, got):
        if want.endswith("\t" + CRASHED):
            skipped += 1
        elif want != have:
            failed += 1
            case, _, value = want.partition("\t")
            print(f"MISMATCH: {case}\n  CRuby 4.0: {value}\n  Garnet:    {have.partition(chr(9))[2]}")
    print(f"prelude-check: {len(expected) - failed - skipped} passed, {failed} failed, {skipped} not run by CRuby")
    sys.exit(1 if failed else 0)


main()
