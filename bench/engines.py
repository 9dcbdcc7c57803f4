"""The engines bench/run.py measures, found on this machine: native Garnet
(the reference of every ratio), Garnet's WebAssembly build under Node,
CRuby (`ruby`), mruby, CRuby with its JIT (`ruby-yjit`, when that ruby has
YJIT), and CRuby 4.0 on WASI under Node (tools/ruby-ref, once its
node_modules are installed). Each engine is a command that runs
`SCRIPT ARGS...` like `ruby` does, plus what it can do: `threads` (Thread,
Queue, Ractor), `sockets` (the HTTP group), `processes` (spawn, IO.popen), `own_process` (its peak RSS and
/proc/self are the Ruby program's own) and `slow` (seconds of start-up:
--quick runs it once per interpreter scenario only)."""
import os
import shutil
import subprocess
from collections import namedtuple

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RUBY_REF = os.path.join(ROOT, "tools", "ruby-ref")

Engine = namedtuple("Engine", "name label cmd threads sockets processes own_process slow")


def version(cmd):
    """The first two words `cmd` prints, e.g. "ruby 3.1.2p20"."""
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
        return " ".join((out.stdout or out.stderr).split()[:2]) or "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def yjit_works(ruby):
    """Whether this CRuby was built with YJIT (its JIT, the figure beside
    the interpreters')."""
    try:
        return subprocess.run([ruby, "--yjit", "-e", "exit(RubyVM::YJIT.enabled? ? 0 : 1)"], capture_output=True,
                              timeout=60, stdin=subprocess.DEVNULL).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def discover(garnet, wasm_module, only=()):
    """The engines found, in the order of the columns and of each round of
    runs. garnet: the native binary; wasm_module: build/wasm/garnet.mjs (used
    when it exists and Node is installed); only: engine names to keep."""
    node = shutil.which("node")
    garnet_version = version([garnet, "-v"])
    found = [Engine("garnet", f"{garnet_version} (native)", [os.path.abspath(garnet)], True, True, True, True, False)]
    if node and os.path.exists(wasm_module):
        found.append(Engine("garnet-wasm", f"{garnet_version} (WebAssembly) on Node {version([node, '--version'])}",
                            [node, os.path.join(ROOT, "wasm", "garnet-node.mjs")], True, False, False, False, False))
    for name in ("ruby", "mruby"):
        path = shutil.which(name)
        if path:
            found.append(Engine(name, version([path, "-v"]), [path], name == "ruby", name == "ruby", name == "ruby", True, False))
    ruby = shutil.which("ruby")
    if ruby and yjit_works(ruby):
        # CRuby 3.1's YJIT writes its whole code area at start: 256 MiB by
        # default, about 1 s and 270 MB here. 32 MiB holds any scenario's
        # code and costs about 0.2 s (the start-up table shows it).
        yjit = [ruby, "--yjit", "--yjit-exec-mem-size=32"]
        found.append(Engine("ruby-yjit", f"{version([ruby, '-v'])} {' '.join(yjit[1:])}", yjit, True, True, True, True,
                            False))
    if node and os.path.isdir(os.path.join(RUBY_REF, "node_modules", "@ruby", "4.0-wasm-wasi")):
        found.append(Engine("ruby4-wasi", f"CRuby 4.0 (ruby.wasm, WASI) on Node {version([node, '--version'])}",
                            [node, os.path.join(RUBY_REF, "ruby4.mjs")], False, False, False, False, True))
    return [e for e in found if not only or e.name in only]


def environment(wasm_module):
    """The environment the engines run in: garnet-node.mjs loads the module
    named by GARNET_WASM."""
    return dict(os.environ, GARNET_WASM=os.path.abspath(wasm_module))
