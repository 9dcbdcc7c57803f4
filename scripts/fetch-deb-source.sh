#!/usr/bin/env bash
# Fetches a Debian 12 source package into a folder (default build/deps/)
# for the WebAssembly build to compile with emcc: libonig (Oniguruma, the
# library the native build links) or benchmark (Google Benchmark, for the
# micro-benchmarks). Adds a deb-src entry for bookworm main when apt has none.
# Prints the source folder.
# Usage: scripts/fetch-deb-source.sh PACKAGE [FOLDER]
set -euo pipefail
package="$1"
deps="${2:-build/deps}"
mkdir -p "$deps"
existing=$(find "$deps" -maxdepth 1 -type d -name "$package-*" | head -1)
if [[ -n "$existing" && -f "$existing/CMakeLists.txt" ]]; then
  echo "$existing"
  exit 0
fi
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO="sudo"
if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' |
    $SUDO tee /etc/apt/sources.list.d/garnet-deb-src.sources >/dev/null
  $SUDO apt-get update -qq
fi
(cd "$deps" && apt-get source -qq "$package" >/dev/null 2>&1)
find "$deps" -maxdepth 1 -type d -name "$package-*" | head -1
