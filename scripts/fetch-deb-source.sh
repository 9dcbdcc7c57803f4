#!/usr/bin/env bash
# Fetches a Debian 12 source package into a folder (default build/deps/)
# for the WebAssembly build to compile with emcc: libonig (Oniguruma, the
# library the native build links), zlib, libyaml (psych's YAML), gmp (GMP:
# Integer's big numbers) or benchmark (Google Benchmark, for the
# micro-benchmarks). Adds a deb-src entry, made from the machine's own apt
# configuration, when apt has none.
# Prints the source folder.
# Usage: scripts/fetch-deb-source.sh PACKAGE [FOLDER]
set -euo pipefail
package="$1"
deps="${2:-build/deps}"
mkdir -p "$deps"
existing=$(find -H "$deps" -maxdepth 1 -type d -name "$package-*" | sed -n 1p)
if [[ -n "$existing" && ( -f "$existing/CMakeLists.txt" || -x "$existing/configure" ) ]]; then
  echo "$existing"
  exit 0
fi
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"
# A deb-src entry made from the machine's own first package source (its
# address, first suite and signing key), so that no registry is named here.
deb_src_entry() {
  local stanza
  stanza=$(awk '/^Types:.*deb/{found=1} found&&/^$/{exit} found' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  if [[ -n "$stanza" ]]; then
    echo "Types: deb-src"
    echo "$stanza" | awk '/^URIs:/{print $1, $2} /^Suites:/{print $1, $2} /^Signed-By:/{print}'
    echo "Components: main"
    return
  fi
  sed -n 's/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\) \([^ ]*\) .*/Types: deb-src\nURIs: \2\nSuites: \3\nComponents: main/p' \
    /etc/apt/sources.list 2>/dev/null | head -4
}
if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  deb_src_entry | $SUDO tee /etc/apt/sources.list.d/garnet-deb-src.sources >/dev/null
  $SUDO apt-get update -qq
fi
(cd "$deps" && apt-get source -qq "$package" >/dev/null 2>&1)
find -H "$deps" -maxdepth 1 -type d -name "$package-*" | sed -n 1p
