#!/usr/bin/env python3
"""Runs golden Ruby tests: each NAME.rb is run by garnet from its own folder;
stdout must equal NAME.out; stderr must equal NAME.err when that file exists
(and be empty otherwise); the exit status must equal NAME.status when that
file exists (0 otherwise). NAME.in, when present, is fed to stdin and
NAME.args holds extra command-line arguments (one line, split on spaces),
and NAME.switches the interpreter's switches, given before the script name.
With NAME.tty ("ROWS COLUMNS"), standard input and output are instead a new
pseudo-terminal of that size, the process's controlling terminal, and
stdout is what the terminal shows (bytes as written, after the terminal's
own output processing); stderr stays a pipe.
Each test gets a fresh temporary folder in ENV["TMPDIR"], the only place it
may write files; the folder is removed afterwards.

Usage: run.py --garnet PATH [--wrapper CMD] [--jobs N] [--repeat N] [--known-failures LIST] FILE.rb ...
Prints one line per failure with a diff, then 'N passed, N failed'. With
--repeat N each test runs N times (`make stress`), each run judged alone; a
failure names its run. A test
named in a known-failures list (lines "path relative to tests/ruby | reason")
must fail: if it passes, that is reported, so that its line goes."""
import argparse
import concurrent.futures
import difflib
import fcntl
import os
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time


def read(path, default=None):
    if not os.path.exists(path):
        return default
    with open(path, 'rb') as f:
        return f.read()


def restore_sigint():
    # Signals the tests send themselves must not be ignored, even when the
    # runner was started with SIGINT ignored (in the background).
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def run_on_terminal(cmd, folder, env, size, timeout):
    """Runs cmd with stdin and stdout on a new pseudo-terminal of `size`
    (rows, columns) that becomes its controlling terminal: a
    CompletedProcess whose stdout is what the terminal received."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack('HHHH', size[0], size[1], 0, 0))

    def become_terminal_owner():
        restore_sigint()
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    proc = subprocess.Popen(cmd, cwd=folder, env=env, stdin=slave, stdout=slave, stderr=subprocess.PIPE,
                            preexec_fn=become_terminal_owner)
    os.close(slave)
    shown = bytearray()
    deadline = time.monotonic() + timeout
    try:
        while True:  # until every holder of the terminal has closed it (EIO)
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([master], [], [], left)[0]:
                proc.kill()
                proc.wait()
                raise subprocess.TimeoutExpired(cmd, timeout)
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
        err = proc.stderr.read()
        proc.wait(timeout=max(deadline - time.monotonic(), 1))
    finally:
        os.close(master)
        proc.stderr.close()
    return subprocess.CompletedProcess(cmd, proc.returncode, bytes(shown), err)


def run_one(cmd_prefix, rb, timeout):
    base = rb[:-3]
    folder, name = os.path.split(os.path.abspath(rb))
    args = (read(base + '.args', b'') or b'').decode().split()
    switches = (read(base + '.switches', b'') or b'').decode().split()
    stdin = read(base + '.in', b'')
    terminal = read(base + '.tty')
    tmp = tempfile.mkdtemp(prefix='garnet-test-')
    cmd = cmd_prefix + switches + [name] + args
    env = dict(os.environ, TMPDIR=tmp)
    try:
        if terminal is not None:
            size = [int(n) for n in terminal.split()]
            proc = run_on_terminal(cmd, folder, env, size, timeout)
        else:
            proc = subprocess.run(cmd, cwd=folder, input=stdin, capture_output=True, timeout=timeout, env=env,
                                  preexec_fn=restore_sigint)
    except subprocess.TimeoutExpired:
        return [f'timed out after {timeout} s']
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
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


def known_failures(paths):
    known = set()
    for path in paths:
        for line in open(path, encoding='utf-8'):
            if line.strip() and not line.startswith('#') and '|' in line:
                known.add(line.split('|')[0].strip())
    return known


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--garnet', required=True)
    ap.add_argument('--wrapper', default='', help='command prefix, e.g. "node"')
    ap.add_argument('--timeout', type=float, default=60)
    ap.add_argument('--jobs', type=int, default=1)
    ap.add_argument('--repeat', type=int, default=1, help='runs of each test')
    ap.add_argument('--known-failures', action='append', default=[], metavar='LIST')
    ap.add_argument('files', nargs='+')
    opts = ap.parse_args()
    prefix = shlex.split(opts.wrapper) + [os.path.abspath(opts.garnet)]
    known = known_failures(opts.known_failures)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'ruby')
    passed = failed = expected = 0
    runs = [(rb, n) for rb in opts.files for n in range(1, opts.repeat + 1)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        outcomes = pool.map(lambda run: run_one(prefix, run[0], opts.timeout), runs)
        for (rb, n), problems in zip(runs, outcomes):
            is_known = os.path.relpath(os.path.abspath(rb), root) in known
            if problems and is_known:
                expected += 1
            elif problems:
                failed += 1
                print(f'FAIL {rb}' + (f' (run {n} of {opts.repeat})' if opts.repeat > 1 else ''), flush=True)
                for p in problems:
                    print(p)
            elif is_known:
                failed += 1
                print(f'PASS {rb}: listed as a known failure; remove its line')
            else:
                passed += 1
    print(f'{passed} passed, {failed} failed' + (f', {expected} known failures' if expected else ''))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
