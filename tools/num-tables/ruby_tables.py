"""Helpers of the table generators: each rewrites its table between two
marker lines of a unit test source, or with --check fails if the file would
change; float_text_cases.py and sprintf_cases.py have CRuby 4.0 (the
reference build in tools/ruby-ref, run under Node by ruby4.mjs) compute the
expected values."""
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
RUBY4 = REPO / "tools/ruby-ref/ruby4.mjs"


def cxx_string(data: bytes) -> str:
    """The body of a C++ string literal holding exactly `data` (UTF-8
    characters as they are, other bytes outside printable ASCII escaped)."""
    named = {0x09: "\\t", 0x0A: "\\n", 0x0B: "\\v", 0x0C: "\\f", 0x0D: "\\r", 0x22: '\\"', 0x5C: "\\\\"}
    out, hex_open, i = [], False, 0
    while i < len(data):
        b = data[i]
        if hex_open and chr(b) in "0123456789abcdefABCDEF":
            out.append('""')  # a \x escape would swallow this digit
        hex_open = False
        char = utf8_char(data, i)
        if b in named:
            out.append(named[b])
        elif 0x20 <= b < 0x7F:
            out.append(chr(b))
        elif char:
            out.append(char)
            i += len(char.encode()) - 1
        else:
            out.append(f"\\x{b:02x}")
            hex_open = True
        i += 1
    return "".join(out)


def utf8_char(data: bytes, i: int):
    """The multi-byte UTF-8 character starting at data[i], or None."""
    for n in (2, 3, 4):
        try:
            return data[i:i + n].decode("utf-8") if data[i] >= 0x80 else None
        except UnicodeDecodeError:
            continue
    return None


def ruby_string(data: bytes) -> str:
    """A Ruby double-quoted literal of `data` (in the script's UTF-8)."""
    return '"' + "".join(f"\\x{b:02x}" for b in data) + '"'


def run_ruby(program: str) -> list[str]:
    """The lines CRuby 4.0 prints running `program`."""
    with tempfile.TemporaryDirectory() as tmp:
        script = pathlib.Path(tmp) / "cases.rb"
        script.write_text(program)
        run = subprocess.run(["node", str(RUBY4), str(script)], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"CRuby 4.0 failed ({run.returncode}):\n{run.stderr}")
    return run.stdout.splitlines()


def rewrite(table: pathlib.Path, blocks: list[tuple[str, str, str]]):
    """Replaces each (begin, end, text) block of `table`: the text between
    the line `begin` and the line `end`. With --check, only compares."""
    source = table.read_text()
    updated = source
    for begin, end, text in blocks:
        start = updated.index(begin) + len(begin)
        stop = updated.index(end, start)
        updated = updated[:start] + text + updated[stop:]
    if "--check" in sys.argv[1:]:
        if updated != source:
            sys.exit(f"{table.name}: the table differs from {pathlib.Path(sys.argv[0]).name}'s output")
        return
    table.write_text(updated)
