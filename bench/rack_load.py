"""The Rack server benchmark (`make bench-rack`): a Rack hello world and a
Sinatra app (bench/rack/*.ru) served by Garnet's Rack server (garnet/rack)
with 1 and 2 isolates and by CRuby with Puma (Debian's puma: 1 worker of 16
threads, and 2 such workers), each loaded by `wrk -t2 -c16` and `-c256` in
turn. Figures: requests/s, p99 latency, socket errors, and the server's CPU
time (user + system, its processes' and threads' together, from /proc)
per request, the fair figure on a loopback where the kernel's share and wrk's
dominate the wall time. Then seed 002's scenario: the sleeps of a thread
beside the app (bench/rack/sleeper.ru) under wrk -c16. Every figure is the
median of --rounds rounds, each round running every server once, so a
noisy moment of the machine touches one round of each server, not one
server's every run. Prints Markdown tables."""
import argparse
import contextlib
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from http_load import free_port, wrk  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
APPS = {"hello": ("hello.ru", "/"), "sinatra": ("sinatra.ru", "/hello/world")}
TICKS = os.sysconf("SC_CLK_TCK")


def servers(garnet):
    """(name, isolates or workers, command for a config and a port)"""
    garnet_cmd = lambda n: lambda ru, port: [garnet, "-r", "garnet/rack", ru, "-p", str(port), "-w", str(n)]  # noqa: E731
    yield "Garnet, 1 isolate", 1, garnet_cmd(1)
    yield "Garnet, 2 isolates", 2, garnet_cmd(2)
    if shutil.which("puma"):
        puma_cmd = lambda n: lambda ru, port: ["puma", "-q", "-w", str(n) if n > 1 else "0", "-t", "16:16", "-b",  # noqa: E731
                                               f"tcp://127.0.0.1:{port}", ru]
        yield "CRuby + Puma, 1×16", 1, puma_cmd(1)
        yield "CRuby + Puma, 2×16", 2, puma_cmd(2)


def process_tree(pid):
    """pid and its descendants (Puma's workers)."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    tree, todo = [], [pid]
    while todo:
        p = todo.pop()
        tree.append(p)
        todo.extend(children.get(p, []))
    return tree


def cpu_seconds(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
        except (OSError, IndexError, ValueError):
            pass
    return total / TICKS


def wait_for_port(port, proc, seconds=30):
    import socket
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            return False
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return True
        except OSError:
            time.sleep(0.1)
    return False


@contextlib.contextmanager
def serving(command, config):
    """A server running `config` on a free port: its port and process, or
    None when it does not start; stopped by SIGTERM afterwards."""
    port = free_port()
    proc = subprocess.Popen(command(os.path.join(HERE, "rack", config), port), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, cwd=os.path.join(HERE, "rack"))
    try:
        yield (port, proc) if wait_for_port(port, proc) else None
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def measure_once(command, ru, path, seconds):
    """{connections: wrk's figures and CPU per request} of one server, or
    None when it does not start."""
    with serving(command, ru) as server:
        if server is None:
            return None
        port, proc = server
        wrk(port, 2, 16, 1, path)  # warm-up
        figures = {}
        for connections in (16, 256):
            before = cpu_seconds(process_tree(proc.pid))
            run = wrk(port, 2, connections, seconds, path)
            run["cpu_us_per_request"] = (cpu_seconds(process_tree(proc.pid)) - before) * 1e6 / max(
                1, run["requests_per_s"] * seconds)
            figures[connections] = run
        return figures


def median_figures(runs):
    """Each figure's median over the rounds (socket errors: their sum)."""
    if any(r is None for r in runs):
        return None
    out = {}
    for c in runs[0]:
        p99s = [r[c]["p99_ms"] for r in runs if r[c]["p99_ms"] is not None]
        out[c] = {key: statistics.median(r[c][key] for r in runs) for key in ("requests_per_s", "cpu_us_per_request")}
        out[c]["p99_ms"] = statistics.median(p99s) if p99s else None
        out[c]["socket_errors"] = sum(r[c]["socket_errors"] for r in runs)
    return out


def measure(garnet, seconds, rounds, progress=print):
    runs = {}
    for round_number in range(1, rounds + 1):
        for app, (ru, path) in APPS.items():
            for name, _, command in servers(garnet):
                progress(f"round {round_number}/{rounds}: {app}, {name}")
                runs.setdefault((app, name), []).append(measure_once(command, ru, path, seconds))
    return {key: median_figures(found) for key, found in runs.items()}


def fetch(port, path):
    import urllib.request
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as response:
        return response.read().decode()


def sleeps_once(command, seconds):
    """median, p99 and worst sleep of one run, or None."""
    with serving(command, "sleeper.ru") as server:
        if server is None:
            return None
        port, _ = server
        fetch(port, "/sleeps")  # drops the sleeps before the load
        wrk(port, 2, 16, seconds)
        m = re.search(r"median: ([\d.e-]+) p99: ([\d.e-]+) max: ([\d.e-]+)", fetch(port, "/sleeps"))
        return dict(zip(("median", "p99", "max"), map(float, m.groups()))) if m else None


def measure_sleeper(garnet, seconds, rounds, progress=print):
    """Seed 002 on each server of one isolate or worker: the sleeps of a
    thread beside the app (bench/rack/sleeper.ru) while wrk -c16 loads it;
    each figure the median of the rounds."""
    runs = {}
    for round_number in range(1, rounds + 1):
        for name, units, command in servers(garnet):
            if units > 1:
                continue  # one isolate or worker: the sleeper shares its scheduler with the app
            progress(f"round {round_number}/{rounds}: sleeper, {name}")
            runs.setdefault(name, []).append(sleeps_once(command, seconds))
    return {name: None if None in found else {key: statistics.median(f[key] for f in found)
                                              for key in ("median", "p99", "max")}
            for name, found in runs.items()}


def sleeper_markdown(found):
    lines = ["", "`sleep 0.0001` in a thread beside the app while wrk -c16 loads it (bench/rack/sleeper.ru):", "",
             "| server | median | p99 | worst |", "|---|---|---|---|"]
    for name, f in found.items():
        if f is None:
            lines.append(f"| {name} | did not start | | |")
        else:
            lines.append(f"| {name} | {f['median'] * 1e6:.0f} µs | {f['p99'] * 1e6:.0f} µs | {f['max'] * 1e6:.0f} µs |")
    return lines


def markdown(results, seconds, rounds):
    lines = [f"wrk -t2, {seconds} s per run, median of {rounds} rounds (socket errors: all rounds'), loopback, "
             "server and wrk sharing the machine's cores.", "",
             "| app | server | c16 req/s | c16 p99 | c16 CPU/request | c256 req/s | c256 p99 | c256 CPU/request | errors |",
             "|---|---|---|---|---|---|---|---|---|"]
    for (app, name), figures in results.items():
        if figures is None:
            lines.append(f"| {app} | {name} | did not start | | | | | | |")
            continue
        cells = []
        for c in (16, 256):
            f = figures[c]
            p99 = "unreadable" if f["p99_ms"] is None else f"{f['p99_ms']:.2f} ms"
            cells += [f"{f['requests_per_s'] / 1000:.1f} k", p99, f"{f['cpu_us_per_request']:.0f} µs"]
        errors = sum(figures[c]["socket_errors"] for c in (16, 256))
        lines.append(f"| {app} | {name} | " + " | ".join(cells) + f" | {errors} |")
    return lines


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--garnet", required=True)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("bench-rack: wrk is not installed")
    progress = lambda text: print(text, file=sys.stderr)  # noqa: E731
    found = measure(args.garnet, args.seconds, args.rounds, progress)
    sleeps = measure_sleeper(args.garnet, args.seconds, args.rounds, progress)
    print("\n".join(markdown(found, args.seconds, args.rounds) + sleeper_markdown(sleeps)))
