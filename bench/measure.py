"""Timed runs of Ruby scripts for bench/run.py: one run of a script on one
engine under GNU time (wall time, peak RSS, output), and the interleaved
measurement of a scenario on every engine (A B C A B C ...), so that machine
noise hits all of them alike."""
import os
import signal
import statistics
import subprocess
import tempfile
import threading
import time

TIMEOUT = 900  # seconds for one run before it counts as a failure


class Failed(Exception):
    pass


def run_once(cmd, script, args, env=None):
    """Runs `cmd script args` from the script's folder; returns (seconds, peak
    RSS in KB, stdout bytes). GNU time reports the peak RSS: measured from
    Python, the child would inherit the peak of the Python process it was
    forked from. Raises Failed with the last line of stderr when the run
    fails."""
    with tempfile.TemporaryDirectory(prefix="garnet-bench-") as tmp:
        out_path, err_path, rss_path = (os.path.join(tmp, n) for n in ("out", "err", "rss"))
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            start = time.perf_counter()
            proc = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", rss_path] + cmd +
                                    [os.path.basename(script)] + list(args),
                                    stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    cwd=os.path.dirname(script) or ".", env=env, start_new_session=True)
            # A blocking wait: Popen.wait(timeout) polls with growing sleeps, which would round the times.
            expired = threading.Event()
            timer = threading.Timer(TIMEOUT, lambda: (expired.set(), os.killpg(proc.pid, signal.SIGKILL)))
            timer.start()
            try:
                status = proc.wait()
            finally:
                timer.cancel()
            elapsed = time.perf_counter() - start
            if expired.is_set():
                raise Failed(f"no result after {TIMEOUT} s")
        if status != 0:
            with open(err_path, "rb") as f:
                lines = [l for l in f.read().decode(errors="replace").splitlines() if l.strip()]
            why = next((l for l in lines if "Error" in l or "error" in l), lines[-1] if lines else "")
            raise Failed(f"exit status {status}: {why.strip()[:160]}")
        with open(rss_path) as f:
            rss = int(f.read().split()[-1])
        with open(out_path, "rb") as f:
            return elapsed, rss, f.read()


def scenario(path, args, engines, runs, env, progress, what, once=()):
    """Measures one script on every engine, `runs` rounds, in turn (the
    engines named in `once` take part in the first round only). Native
    Garnet (engines[0]) sets the reference output; an engine that fails is
    recorded with the reason and left out of later rounds; when Garnet itself
    fails the scenario is skipped. Returns the scenario's record (see the JSON
    format in bench/README.md)."""
    times = {e.name: [] for e in engines}
    rss = {e.name: 0 for e in engines}
    outputs, failed = {}, {}
    for i in range(runs):
        for e in engines:
            if e.name in failed or (i and e.name in once):
                continue
            progress.show(what, e.name, i, 1 if e.name in once else runs)
            try:
                secs, peak, out = run_once(e.cmd, path, args, env)
            except Failed as err:
                if e is engines[0]:
                    return {"skipped": str(err)}
                failed[e.name] = str(err)
                continue
            times[e.name].append(secs)
            rss[e.name] = max(rss[e.name], peak)
            outputs[e.name] = out
    ok = [e.name for e in engines if e.name not in failed]
    reference = outputs[engines[0].name]
    record = {
        "median": {e: statistics.median(times[e]) for e in ok},
        "spread": {e: (max(times[e]) - min(times[e])) / statistics.median(times[e]) for e in ok},
        "samples": {e: times[e] for e in ok},
        "peak_rss_kb": {e: rss[e] for e in ok},
        "same_output": {e: outputs[e] == reference for e in ok},
    }
    if failed:
        record["failed"] = failed
    return record
