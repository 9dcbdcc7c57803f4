#!/usr/bin/env python3
"""Compares Garnet's Ripper.lex with CRuby 4.0's over a corpus of files.

  tools/ripper-check/check.py [--garnet build/native/garnet] FILE_OR_DIR...

Every .rb file named (or found under a folder named) is lexed by dump.rb on
Garnet and on the reference CRuby 4.0 (tools/ruby-ref/ruby4.mjs, under
Node), token by token: position, event, text and lexer state. Prints the
number of files whose tokens are identical and, for each other file, its
first difference. CRuby runs CHUNK files at a time: Node dies now and then
running it (ruby4.mjs retries), and a file it never lexes is reported as
not compared.
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
CHUNK = 25


def corpus(paths):
    for p in map(pathlib.Path, paths):
        yield from sorted(p.rglob("*.rb")) if p.is_dir() else [p]


def dump(work, command, count):
    out = work / "out"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir()
    for start in range(0, count, CHUNK):
        subprocess.run(command + [str(start), str(start + CHUNK)], cwd=work,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return {f.name: f.read_text(errors="replace") for f in out.iterdir()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--garnet", default=str(REPO / "build/native/garnet"))
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        (work / "src").mkdir()
        shutil.copy(HERE / "dump.rb", work / "dump.rb")
        files = list(corpus(args.paths))
        for i, f in enumerate(files):
            shutil.copy(f, work / "src" / f"{i:05d}_{f.name}")
        ruby = dump(work, ["node", str(REPO / "tools/ruby-ref/ruby4.mjs"), "dump.rb"], len(files))
        os.environ.setdefault("GARNET_STDLIB", str(REPO / "build/stdlib"))
        garnet = dump(work, [args.garnet, "dump.rb"], len(files))
    same = 0
    for name in sorted(garnet):
        if name not in ruby:
            print(f"{name}: not compared (CRuby did not lex it)")
        elif ruby[name] == garnet[name]:
            same += 1
        else:
            want, got = ruby[name].splitlines(), garnet[name].splitlines()
            line = next((i for i, (a, b) in enumerate(zip(want, got)) if a != b), min(len(want), len(got)))
            print(f"{name}: line {line + 1}\n  CRuby:  {want[line] if line < len(want) else '(end)'}\n"
                  f"  Garnet: {got[line] if line < len(got) else '(end)'}")
    print(f"{same} of {len(files)} files lexed identically")
    return 0 if same == len(files) else 1


if __name__ == "__main__":
    sys.exit(main())
