"""What a ruby/ruby-bench checkout holds: its benchmarks (found as the suite's
own lib/benchmark_discovery.rb finds them), their metadata from
benchmarks.yml, which of them install gems with Bundler (and which gems), and
the checkout's commit."""
import os
import re
import subprocess


def read_metadata(suite):
    """benchmarks.yml as {name: {key: value}}: the file is a flat map of
    names to a few scalar keys, read here without a YAML library."""
    metadata, current = {}, None
    for line in open(os.path.join(suite, "benchmarks.yml")):
        line = line.split(" #")[0].rstrip() if not line.lstrip().startswith("desc:") else line.rstrip()
        if not line or line.lstrip().startswith("#"):
            continue
        top = re.match(r"^([\w.-]+):\s*$", line)
        if top:
            current = metadata.setdefault(top.group(1), {})
            continue
        field = re.match(r"^\s+(\w+):\s*(.*)$", line)
        if field and current is not None:
            value = field.group(2).strip()
            current[field.group(1)] = {"true": True, "false": False}.get(value, value)
    return metadata


def discover(suite):
    """[(name, script path)] in the suite's order: benchmarks/NAME.rb,
    benchmarks/NAME/benchmark.rb, or benchmarks/DIR/X.rb as DIR-X."""
    base = os.path.join(suite, "benchmarks")
    found = []
    for entry in sorted(os.listdir(base)):
        path = os.path.join(base, entry)
        if os.path.isfile(path) and entry.endswith(".rb"):
            found.append((entry[:-3], path))
        elif os.path.isdir(path):
            scripts = sorted(f for f in os.listdir(path) if f.endswith(".rb"))
            if "benchmark.rb" in scripts:
                found.append((entry, os.path.join(path, "benchmark.rb")))
            else:
                found.extend((entry + "-" + f[:-3], os.path.join(path, f)) for f in scripts)
    return found


def gems_needed(script):
    """The gems a benchmark's Gemfile names, when the script installs them
    (use_gemfile); None when it needs none."""
    if "use_gemfile" not in open(script, errors="replace").read():
        return None
    gemfile = os.path.join(os.path.dirname(script), "Gemfile")
    if not os.path.exists(gemfile):
        return []
    names = re.findall(r"""^\s*gem\s+['"]([^'"]+)['"]""", open(gemfile).read(), re.M)
    return list(dict.fromkeys(names))


def commit(suite):
    try:
        return subprocess.run(["git", "-C", suite, "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def ractor_benchmark(meta):
    return bool(meta.get("ractor") or meta.get("ractor_only"))


def ractor_harness_only(meta):
    """Whether only harness-ractor runs it (the runner leaves it out of a
    run without --category=ractor)."""
    return bool(meta.get("ractor_only") or (meta.get("ractor") and meta.get("default_harness") == "harness-ractor"))
