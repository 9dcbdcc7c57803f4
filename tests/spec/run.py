#!/usr/bin/env python3
"""run.py — runs ruby/spec on Garnet with ruby/spec's own runner (mspec).

Each spec file runs in its own Garnet process (`mspec-run` under Garnet), so a
crash or a hang is seen as one, named, and never stops the run. Examples that
Garnet does not yet pass are tagged in tests/spec/tags/ (Garnet's own data,
mirroring spec/ruby's folders) and left out of the run:
  fails    the example fails (managed by `run.py tag`)
  hangs    the example hangs Garnet; crashes: it kills the process (defects,
           found by `run.py tag`, never retried by it)
  ruby4    the spec checks Ruby 3.1 behaviour that Ruby 4.0 changed (written
           by hand, with the reason in the tag's comment)

  run.py run TARGET...      run the untagged examples; fails on any failure,
                            error, crash or hang. --check-tags also runs the
                            tagged ones and reports those that now pass.
  run.py tag TARGET...      retag: tags the examples that fail, untags those
                            that pass; an example that hangs or kills the
                            process is tagged `hangs` or `crashes` and the
                            file is run again without it.
  run.py results TARGET...  runs every example, tagged or not, and writes the
                            per-folder table (tests/spec/RESULTS.md).

TARGET is a folder or file under spec/ruby (language, core/array, ...) or a
name from tests/spec/targets.txt (e.g. `core`). Files listed in
tests/spec/excluded.txt are skipped, with the reason given there.

With --wasm (Garnet's WebAssembly build, `node wasm/garnet-node.mjs`), the
examples tagged for the native build are left out as well, and the
examples that fail only there are tagged `wasm` (`wasm-hangs`,
`wasm-crashes`); the native build runs them.
"""
import argparse
import concurrent.futures
import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIG = os.path.join(HERE, "garnet.mspec")
TAGS = os.path.join(HERE, "tags")
OUTPUT_KEPT = 64 * 1024
SUMMARY = re.compile(r"(\d+) files?, (\d+) examples?, (\d+) expectations?, "
                     r"(\d+) failures?, (\d+) errors?, (\d+) tagged")


def read_list(name):
    """Lines of a tests/spec list file, comments and blanks dropped."""
    entries = []
    with open(os.path.join(HERE, name)) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                entries.append(line)
    return entries


def excluded(wasm):
    """Spec files (relative to spec/ruby) that are not run, and why; an
    entry starting `wasm:` applies to the WebAssembly build only."""
    reasons = {}
    with open(os.path.join(HERE, "excluded.txt")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                path, _, reason = line.partition(" ")
                if path.startswith("wasm:"):
                    if not wasm:
                        continue
                    path = path[len("wasm:"):]
                reasons[path] = reason.strip()
    return reasons


def spec_files(spec_root, targets):
    """The *_spec.rb files that the targets name, in a stable order."""
    named = {}
    for line in read_list("targets.txt"):
        name, _, folders = line.partition(":")
        named[name.strip()] = folders.split()
    files = []
    for target in targets:
        for folder in named.get(target, [target]):
            path = os.path.join(spec_root, folder)
            if os.path.isfile(path):
                files.append(folder)
                continue
            for root, _, names in os.walk(path):
                for name in names:
                    if name.endswith("_spec.rb"):
                        files.append(os.path.relpath(os.path.join(root, name), spec_root))
    return sorted(set(files))


def tags_file(spec):
    return os.path.join(TAGS, spec[:-len("_spec.rb")] + "_tags.txt")


class TagKinds:
    """The tags a run writes and leaves out: natively `fails`, `hangs` and
    `crashes`; on the WebAssembly build `wasm`, `wasm-hangs` and
    `wasm-crashes`, beside the native build's, which it leaves out too."""

    def __init__(self, wasm):
        prefix = "wasm-" if wasm else ""
        self.fails = "wasm" if wasm else "fails"
        self.hangs, self.crashes = prefix + "hangs", prefix + "crashes"
        native = ["-G", "fails", "-G", "hangs", "-G", "crashes", "-G", "ruby4"]
        own = ["-G", "wasm", "-G", "wasm-hangs", "-G", "wasm-crashes"] if wasm else []
        self.excluded = native + own  # what `run` leaves out
        # What never runs: examples that hang or crash, and Ruby 3.1's.
        self.never_run = (native + own[2:]) if wasm else native[2:]


def tag_count(spec, kinds=("fails",)):
    """How many examples of spec carry one of the tags `kinds`."""
    path = tags_file(spec)
    if not os.path.exists(path):
        return 0
    with open(path) as f:
        return sum(1 for line in f if line.split(":", 1)[0].split("(", 1)[0] in kinds)


def stuck_example(output):
    """The example running when the process hung or died: specdoc (-f s)
    prints `- description` as an example starts and ends its line after it."""
    lines = output.split("\n")
    if not lines or not lines[-1].startswith("- ") or re.search(r"\((FAILED|ERROR) - \d+\)$", lines[-1]):
        return None  # the last example finished: the process stopped in a hook
    describe = None
    for line in reversed(lines[:-1]):
        if line and not line.startswith("- ") and not line.startswith(" "):
            describe = line
            break
    return describe and describe + " " + lines[-1][2:]


def add_tag(spec, kind, description):
    path = tags_file(spec)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "a") as f:
        f.write("%s:%s\n" % (kind, description))


class Outcome:
    """What one mspec process reported for one spec file."""

    def __init__(self, spec, status, output, timed_out):
        self.spec = spec
        self.output = output
        self.status = status
        self.timed_out = timed_out
        match = SUMMARY.search(output[-2000:])  # the last lines: a failure can print millions of digits
        self.counts = [int(n) for n in match.groups()] if match else None

    @property
    def examples(self):
        """Examples run: mspec's count includes those its tag filters left out."""
        return self.counts[1] - self.counts[5] if self.counts else 0

    @property
    def failures(self):
        return self.counts[3] + self.counts[4] if self.counts else 0

    def problem(self):
        """None when the file ran to its summary, else what went wrong."""
        if self.timed_out:
            return "hang (timeout)"
        if self.status < 0:
            return "crash (signal %d)" % -self.status
        if self.counts is None:
            return "no summary (status %d)" % self.status
        return None


def run_mspec(args, spec, command, tag_filter):
    """Runs one spec file with mspec's `command` (mspec-run or mspec-tag).
    Only the output's last OUTPUT_KEPT bytes are read: a failure message can
    print a number of millions of digits."""
    runner = os.path.join(args.mspec, "bin", command)
    # -I names mspec's library, which mspec-run adds itself: the WebAssembly
    # build sees the folders its arguments name, and mspec's is one.
    argv = args.garnet + ["-I", os.path.join(args.mspec, "lib"), runner, "-B", CONFIG] + tag_filter + [spec]
    # A temporary folder of its own: mspec names one after the pid, which is
    # the same for every WebAssembly process, so files run side by side
    # would share it. It is under the spec folder, which that build sees.
    temp_root = os.path.join(args.spec_root, "rubyspec_temp")
    os.makedirs(temp_root, exist_ok=True)
    env = dict(os.environ, SPEC_TEMP_DIR=tempfile.mkdtemp(dir=temp_root))
    with tempfile.TemporaryFile() as out:
        try:
            done = subprocess.run(argv, cwd=args.spec_root, stdout=out, stderr=subprocess.STDOUT,
                                  timeout=args.timeout, stdin=subprocess.DEVNULL, env=env)
            status, timed_out = done.returncode, False
        except subprocess.TimeoutExpired:
            status, timed_out = 0, True
        finally:
            shutil.rmtree(env["SPEC_TEMP_DIR"], ignore_errors=True)
        size = out.seek(0, os.SEEK_END)
        out.seek(max(0, size - OUTPUT_KEPT))
        return Outcome(spec, status, out.read().decode("utf-8", "replace"), timed_out)


def each_outcome(args, specs, command, tag_filter):
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_mspec, args, s, command, tag_filter) for s in specs]
        for future in futures:
            yield future.result()


def command_run(args, specs):
    bad = 0
    examples = 0
    for outcome in each_outcome(args, specs, "mspec-run", args.kinds.excluded):
        examples += outcome.examples
        problem = outcome.problem()
        if problem or outcome.failures:
            bad += 1
            print("FAIL %s: %s" % (outcome.spec, problem or "%d failing examples" % outcome.failures))
            print(outcome.output[-args.output_tail:])
    now_passing = []
    if args.check_tags:
        tagged = [s for s in specs if tag_count(s, (args.kinds.fails,))]
        for outcome in each_outcome(args, tagged, "mspec-run", ["-g", args.kinds.fails] + args.kinds.never_run):
            if outcome.problem() is None and outcome.examples > outcome.failures:
                now_passing.append("%s: %d tagged examples pass" %
                                   (outcome.spec, outcome.examples - outcome.failures))
    for line in now_passing:
        print("TAG NOW PASSES " + line)
    print("ruby/spec: %d files, %d examples run, %d files failing%s" %
          (len(specs), examples, bad,
           ", %d files with tags that now pass (run.py tag)" % len(now_passing) if now_passing else ""))
    return 1 if bad else 0


def tag_file(args, spec, attempts=20):
    """Tags spec's failing examples; an example that hangs or crashes is
    tagged as such and the file tried again. The last outcome."""
    for _ in range(attempts):
        outcome = run_mspec(args, spec, "mspec-tag", ["-f", "s", "--add", args.kinds.fails] + args.kinds.excluded)
        problem = outcome.problem()
        stuck = problem and stuck_example(outcome.output)
        if not stuck:
            return outcome
        kind = args.kinds.hangs if outcome.timed_out else args.kinds.crashes
        print("%s %s: %s" % (kind.upper(), spec, stuck))
        add_tag(spec, kind, stuck)
    return outcome


def command_tag(args, specs):
    problems = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for outcome in pool.map(lambda spec: tag_file(args, spec), specs):
            if outcome.problem():
                problems += 1
                print("CANNOT TAG %s: %s (list it in tests/spec/excluded.txt)" %
                      (outcome.spec, outcome.problem()))
                print(outcome.output[-args.output_tail:])
    k = args.kinds
    tagged = [s for s in specs if tag_count(s, (k.fails,))]
    for _ in each_outcome(args, tagged, "mspec-tag", ["--del", k.fails, "-g", k.fails, "--pass"] + k.never_run):
        pass
    for kinds in [(k.fails,), (k.hangs, k.crashes), ("ruby4",)]:
        print("tags %s: %d examples in %d files" %
              ("/".join(kinds), sum(tag_count(s, kinds) for s in specs),
               sum(1 for s in specs if tag_count(s, kinds))))
    return 1 if problems else 0


def group_of(spec):
    """The RESULTS.md row a spec file counts in: language, or core/<class>."""
    parts = spec.split("/")
    return parts[0] if parts[0] != "core" else "/".join(parts[:2])


# RESULTS.md's columns after the folder: files, examples run, passed, failed
# or error, files not run (crashed, hung, excluded), examples tagged hangs or
# crashes (not run: they count as not passed), examples tagged ruby4 (not run,
# not counted: they check Ruby 3.1's behaviour).
COLUMNS = ["files", "examples run", "passed", "failed or error", "files not run",
           "hangs or crashes (tagged)", "Ruby 3.1 only (tagged ruby4)"]


def command_results(args, specs, skipped):
    rows = OrderedDict()
    for outcome in each_outcome(args, specs, "mspec-run", args.kinds.never_run):
        row = rows.setdefault(group_of(outcome.spec), [0] * len(COLUMNS))
        row[0] += 1
        row[5] += tag_count(outcome.spec, ("hangs", "crashes"))
        row[6] += tag_count(outcome.spec, ("ruby4",))
        if outcome.problem():
            row[4] += 1
            print("PROBLEM %s: %s" % (outcome.spec, outcome.problem()))
            continue
        row[1] += outcome.examples
        row[2] += max(0, outcome.examples - outcome.failures)  # errors in before/after hooks count too
        row[3] += outcome.failures
    for spec in skipped:
        rows.setdefault(group_of(spec), [0] * len(COLUMNS))[4] += 1
    lines = ["| folder | " + " | ".join(COLUMNS) + " | pass rate |",
             "|---|" + "---:|" * (len(COLUMNS) + 1)]
    totals = [0] * len(COLUMNS)
    for group in sorted(rows):
        row = rows[group]
        totals = [a + b for a, b in zip(totals, row)]
        lines.append(table_line(group, row))
    lines.append(table_line("**all**", totals))
    print("\n".join(lines))
    if args.write:
        write_results(args, lines)
    return 0


def table_line(name, row):
    examples = row[1] + row[5]
    rate = "%.1f%%" % (100.0 * row[2] / examples) if examples else "-"
    return "| %s | %s | %s |" % (name, " | ".join(str(n) for n in row), rate)


def write_results(args, lines):
    path = os.path.join(HERE, "RESULTS.md")
    header = ("# ruby/spec on Garnet\n\n"
              "Measured %s with `%s` (%s).\n"
              "ruby/spec is Debian's ruby3.1 source package's `spec/ruby`, run by its own mspec.\n"
              "Every example runs, tagged `fails` or not; examples tagged `hangs` or `crashes` do not\n"
              "run and count as not passed; those tagged `ruby4` check Ruby 3.1 behaviour that Ruby 4.0\n"
              "changed and do not count. A file that crashes, hangs or is excluded counts in its own\n"
              "column and not in the examples.\n\n" %
              (datetime.date.today().isoformat(), args.command_line, args.build_name))
    with open(path, "w") as f:
        f.write(header + "\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["run", "tag", "results"])
    parser.add_argument("targets", nargs="+")
    parser.add_argument("--garnet", required=True,
                        help="the command that runs Garnet, e.g. build/native/garnet "
                             "or 'node wasm/garnet-node.mjs'")
    parser.add_argument("--spec-source", required=True,
                        help="the ruby source folder holding spec/ruby and spec/mspec")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--check-tags", action="store_true")
    parser.add_argument("--write", action="store_true", help="results: write RESULTS.md")
    parser.add_argument("--output-tail", type=int, default=3000)
    parser.add_argument("--wasm", action="store_true",
                        help="the command runs the WebAssembly build: its own tags (see above)")
    args = parser.parse_args()
    args.kinds = TagKinds(args.wasm)
    args.build_name = args.garnet
    args.command_line = "tests/spec/run.py " + " ".join(sys.argv[1:2] + args.targets)
    args.garnet = [os.path.abspath(part) if os.path.exists(part) else part
                   for part in args.garnet.split()]
    args.spec_root = os.path.abspath(os.path.join(args.spec_source, "spec", "ruby"))
    args.mspec = os.path.abspath(os.path.join(args.spec_source, "spec", "mspec"))
    reasons = excluded(args.wasm)
    all_specs = spec_files(args.spec_root, args.targets)
    specs = [s for s in all_specs if s not in reasons]
    skipped = [s for s in all_specs if s in reasons]
    for spec in skipped:
        print("excluded %s: %s" % (spec, reasons[spec]))
    if args.command == "run":
        return command_run(args, specs)
    if args.command == "tag":
        return command_tag(args, specs)
    return command_results(args, specs, skipped)


if __name__ == "__main__":
    sys.exit(main())
