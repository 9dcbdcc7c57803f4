"""The HTTP group of `make bench` (when wrk is installed): the seed
http_hello.rb on each engine in turn under `wrk --latency` (-t2 -c16 as the
socket issue states, and -c1000 keep-alive connections), then the same
server with a thread sleeping 0.0001 s in a loop, to see the sleeps stay
exact under load. With two CPUs or more, the server runs on CPU 0 and wrk on
CPU 1 (taskset), so that neither takes the other's core: on a 2-core machine,
unpinned, the p99 latency mostly measured which of the three busy threads
(the server, wrk's two) the kernel left waiting. Figures: requests/s, p99
latency, socket errors, the server's peak RSS, and the sleeps' median / p99 /
worst."""
import os
import re
import shutil
import signal
import socket
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = os.path.join(HERE, "seeds", "http_hello.rb")
PINNED = bool(shutil.which("taskset")) and (os.cpu_count() or 1) >= 2
SERVER_CPU = ["taskset", "-c", "0"] if PINNED else []
WRK_CPU = ["taskset", "-c", "1"] if PINNED else []


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(cmd, script, port):
    proc = subprocess.Popen(SERVER_CPU + cmd + [script, str(port)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    line = proc.stdout.readline()  # "listening on ..."
    if b"listening" not in line:
        proc.kill()
        raise RuntimeError(f"{script} did not start on {cmd}")
    return proc


def peak_rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmHWM:\s+(\d+)", f.read()).group(1))


def to_ms(text):
    """wrk's latency ("812.00us", "3.41ms", "1.02s", "1.50m", "2.00h") in ms; None
    when it is none of those, so that one peer's odd figure is reported, not fatal."""
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text or "")
    if not match:
        return None
    value, unit = match.groups()
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}[unit]


def wrk(port, threads, connections, seconds, path="/"):
    out = subprocess.run(WRK_CPU + ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}", "--latency",
                          f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True, check=True).stdout
    return parse_wrk(out)


def parse_wrk(out):
    """requests/s, p99 (ms, None when unreadable) and socket errors of wrk --latency's report."""
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    return {"requests_per_s": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
            "p99_ms": to_ms((re.search(r"99%\s+(\S+)", out) or [None, None])[1]),
            "socket_errors": sum(int(x) for x in errors.groups()) if errors else 0}


def measure(engines, quick, progress):
    """engines: [(name, cmd)]; None when wrk is missing."""
    if not shutil.which("wrk") or not os.path.exists(SEED):
        return None
    seconds = 3 if quick else 10
    out = {}
    for engine, cmd in engines:
        fig = {}
        for label, threads, conns in (("c16", 2, 16), ("c1000", 2, 1000)):
            progress(f"http_hello wrk -c{conns}", engine, 0, 1)
            port = free_port()
            server = start(cmd, SEED, port)
            try:
                fig[label] = wrk(port, threads, conns, seconds)
                fig[label]["rss_kb"] = peak_rss_kb(server.pid)
            finally:
                server.kill()
                server.wait()
        progress("hello_with_sleeper wrk -c16", engine, 0, 1)
        port = free_port()
        server = start(cmd, os.path.join(HERE, "http", "hello_with_sleeper.rb"), port)
        try:
            wrk(port, 2, 16, seconds)
            server.send_signal(signal.SIGTERM)
            text = server.communicate(timeout=10)[0].decode()
            m = re.search(r"median: ([\d.e-]+) p99: ([\d.e-]+) max: ([\d.e-]+)", text)
            if m:
                fig["sleep_under_load"] = dict(zip(("median", "p99", "max"), map(float, m.groups())))
        finally:
            if server.poll() is None:
                server.kill()
        out[engine] = fig
    return {"seconds": seconds, "pinned": PINNED, "engines": out}


def markdown(h):
    engs = list(h["engines"])
    lines = ["", "## HTTP", "",
             f"The seed `http_hello.rb` under `wrk -t2 --latency -d{h['seconds']}` on 127.0.0.1, one engine after "
             "the other; " + ("the server runs on CPU 0 and wrk on CPU 1 (`taskset -c`)." if h.get("pinned") else
                              "wrk shares the machine's cores with the server."), "",
             "| measure | " + " | ".join(engs) + " |", "|---" * (1 + len(engs)) + "|"]

    def row(label, get):
        cells = []
        for e in engs:
            try:
                cells.append(get(h["engines"][e]))
            except KeyError:
                cells.append("—")
        lines.append(f"| {label} | " + " | ".join(cells) + " |")

    for key, what in (("c16", "16 connections"), ("c1000", "1,000 keep-alive connections")):
        row(f"{what}: requests/s", lambda f, k=key: f"{f[k]['requests_per_s'] / 1000:.1f} k")
        row(f"{what}: p99 latency",
            lambda f, k=key: "unreadable" if f[k]["p99_ms"] is None else f"{f[k]['p99_ms']:.2f} ms")
        row(f"{what}: socket errors", lambda f, k=key: str(f[k]["socket_errors"]))
        row(f"{what}: server peak RSS", lambda f, k=key: f"{f[k]['rss_kb'] / 1024:.1f} MB")
    row("`sleep 0.0001` in another thread under load: median", lambda f: f"{f['sleep_under_load']['median'] * 1e6:.0f} µs")
    row("… p99", lambda f: f"{f['sleep_under_load']['p99'] * 1e6:.0f} µs")
    row("… worst", lambda f: f"{f['sleep_under_load']['max'] * 1e6:.0f} µs")
    if "ruby" in h["engines"] and "garnet" in h["engines"]:
        g, r = h["engines"]["garnet"]["c16"], h["engines"]["ruby"]["c16"]
        lines += ["", f"With 16 connections Garnet serves {g['requests_per_s'] / r['requests_per_s']:.2f}× ruby's requests/s."]
    return lines
