"""The progress display of bench/run.py on stderr: which group and program,
which engine, run i of N, time elapsed. One line rewritten in place when
stderr is a terminal, a plain line per step otherwise (logs, CI)."""
import shutil
import sys
import time


class Progress:
    def __init__(self, stream=sys.stderr):
        self.stream = stream
        self.tty = stream.isatty()
        self.started = time.monotonic()
        self.pending = False  # a rewritten line is on screen

    def show(self, what, engine="", i=0, n=1):
        line = f"[{time.monotonic() - self.started:6.1f}s] {what:34} {engine:11} run {i + 1}/{n}"
        if self.tty:
            width = shutil.get_terminal_size().columns - 1
            self.stream.write("\r" + line[:width] + "\x1b[K")
            self.pending = True
        else:
            self.stream.write(line + "\n")
        self.stream.flush()

    def done(self):
        if self.pending:
            self.stream.write("\n")
            self.pending = False
        self.stream.write(f"bench: finished in {time.monotonic() - self.started:.1f} s\n")
        self.stream.flush()
