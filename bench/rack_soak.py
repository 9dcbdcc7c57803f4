"""The Rack server's soak run (`make bench-rack-soak`): Garnet's Rack server
(garnet/rack, 2 isolates) serving the Rack hello world (bench/rack/hello.ru)
to wrk's 1,000 connections for 60 s, its resident memory read from /proc
every 5 s. Figures: requests/s, socket errors, and the memory's growth from
the first sample after the warm-up (10 s) to the last. Prints Markdown."""
import argparse
import os
import resource
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from http_load import parse_wrk  # noqa: E402
from rack_load import serving  # noqa: E402

CONNECTIONS = 1000
SAMPLE_EVERY = 5
WARM_UP = 10


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def soak(garnet, isolates, seconds):
    """wrk's figures and the memory samples [(second, KB)], or None when the
    server does not start."""
    command = lambda ru, port: [garnet, "-r", "garnet/rack", ru, "-p", str(port), "-w", str(isolates),  # noqa: E731
                                "--max-connections", str(2 * CONNECTIONS)]
    with serving(command, "hello.ru") as server:
        if server is None:
            return None
        port, proc = server
        samples = []
        done = threading.Event()

        def sample():
            start = time.time()
            while not done.wait(SAMPLE_EVERY):
                samples.append((round(time.time() - start), rss_kb(proc.pid)))

        sampler = threading.Thread(target=sample)
        sampler.start()
        try:
            out = subprocess.run(["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}", "--latency", "--timeout", "5s",
                                  f"http://127.0.0.1:{port}/"], capture_output=True, text=True, check=True).stdout
        finally:
            done.set()
            sampler.join()
        return parse_wrk(out), samples


def markdown(isolates, seconds, figures, samples):
    settled = [kb for second, kb in samples if second >= WARM_UP]
    first, last = (settled[0], settled[-1]) if settled else (0, 0)
    growth = (last - first) * 100 / first if first else 0
    trace = ", ".join(f"{second} s: {kb / 1024:.1f} MB" for second, kb in samples)
    return [f"Garnet's Rack server, {isolates} isolates, Rack hello world, wrk -t2 -c{CONNECTIONS} for {seconds} s:", "",
            "| requests/s | p99 | socket errors | RSS at 10 s | RSS at the end | growth |",
            "|---|---|---|---|---|---|",
            f"| {figures['requests_per_s'] / 1000:.1f} k | {figures['p99_ms']} ms | {figures['socket_errors']} | "
            f"{first / 1024:.1f} MB | {last / 1024:.1f} MB | {growth:+.1f} % |", "",
            f"Resident memory every {SAMPLE_EVERY} s: {trace}."]


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--garnet", required=True)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--isolates", type=int, default=2)
    args = parser.parse_args()
    # wrk's 1,000 sockets and the server's: the soft descriptor limit up to the hard one.
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    result = soak(args.garnet, args.isolates, args.seconds)
    if result is None:
        sys.exit("bench-rack-soak: the server did not start")
    print("\n".join(markdown(args.isolates, args.seconds, *result)))
