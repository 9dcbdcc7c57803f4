#!/usr/bin/env python3
"""Runs golden Ruby tests: each NAME.rb is run by garnet from its own folder;
stdout must equal NAME.out; stderr must equal NAME.err when that file exists
(and be empty otherwise); the exit status must equal NAME.status when that
file exists (0 otherwise). NAME.in, when present, is fed to stdin and
NAME.args holds extra command-line arguments (one line, split on spaces).

Usage: run.py --garnet PATH [--wrapper CMD] FILE.rb [FILE.rb ...]
Prints one line per failure with a diff, then 'N passed, N failed'."""
import argparse
import difflib
import os
import shlex
import subprocess
import sys


def read(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, 'rb') as f:
        return f.read()


def run_one(cmd_prefix, rb, timeout):
    base = rb[:-3]
    folder, name = os.path.split(os.path.abspath(rb))
    args = (read(base + '.args', b'') or b'').decode().split()
    stdin = read(base + '.in', b'')
    try:
        proc = subprocess.run(cmd_prefix + [name] + args, cwd=folder, input=stdin,
                              capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return [f'timed out after {timeout} s']
    problems = []
    want_out = read(base + '.out', b'')
    if proc.stdout != want_out:
        problems.append(diff('stdout', want_out, proc.stdout))
    want_err = read(base + '.err', b'')
    if proc.stderr != want_err:
        problems.append(diff('stderr', want_err, proc.stderr))
    want_status = int((read(base + '.status', b'0') or b'0').strip() or 0)
    # A process killed by a signal reports 128 + its number, as shells do.
    status = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
    if status != want_status:
        problems.append(f'exit status {status}, expected {want_status}')
    return problems


def diff(label, want, got):
    lines = difflib.unified_diff(want.decode(errors='replace').splitlines(),
                                 got.decode(errors='replace').splitlines(),
                                 f'expected {label}', f'actual {label}', lineterm='', n=2)
    out = list(lines)
    if len(out) > 60:
        out = out[:60] + ['...']
    return '\n'.join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--garnet', required=True)
    ap.add_argument('--wrapper', default='', help='command prefix, e.g. "node --no-experimental-fetch"')
    ap.add_argument('--timeout', type=float, default=60)
    ap.add_argument('files', nargs='+')
    opts = ap.parse_args()
    prefix = shlex.split(opts.wrapper) + [os.path.abspath(opts.garnet)]
    passed = failed = 0
    for rb in opts.files:
        problems = run_one(prefix, rb, opts.timeout)
        if problems:
            failed += 1
            print(f'FAIL {rb}')
            for p in problems:
                print(p)
        else:
            passed += 1
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
