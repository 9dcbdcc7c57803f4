#!/usr/bin/env bash
# Builds GMP for WebAssembly with emcc from Debian's source package
# (scripts/fetch-deb-source.sh gmp): GMP's own configure for a generic C host
# (--host=none, no assembly: 32-bit limbs on wasm32), out of the source
# folder, then installs libgmp.a and gmp.h under PREFIX. Called by the
# ExternalProject of the top CMakeLists.txt; the source folder is left as it is.
#
# Debian's source package drops GMP's doc/ folder (its Exclude-doc-Makefile
# patch edits configure.ac and Makefile.am, and Debian regenerates the rest
# when it builds), but the shipped configure and Makefile.in still name
# doc/Makefile: this runs a copy of configure without it (--srcdir points at
# the sources) and drops doc from the generated Makefile's SUBDIRS.
#
# configure's checks and the build take minutes, so the installed library is
# also kept outside the build folder, as ccache keeps object files: in
# $GARNET_BUILD_CACHE (default ~/.cache/garnet), under a key made of this
# script, the source version and emcc's version. A build folder made afresh
# (a clean clone) copies it from there. GARNET_BUILD_CACHE=none turns it off.
#
# Usage: scripts/build-gmp-wasm.sh SOURCE BUILD PREFIX [JOBS]
set -euo pipefail
src=$(cd "$1" && pwd)
mkdir -p "$2" "$3"
build=$(cd "$2" && pwd)
prefix=$(cd "$3" && pwd)
jobs="${4:-$(nproc)}"

cache_root="${GARNET_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/garnet}"
cached=""
if [[ "$cache_root" != none ]]; then
  # (sed, not head: head's early exit could end emcc with SIGPIPE, which
  # pipefail turns into a failed build)
  key=$({ cat "$0"; basename "$src"; emcc --version 2>/dev/null | sed -n 1p; } | sha256sum | cut -c1-16)
  cached="$cache_root/gmp-wasm-$key"
  if [[ -f "$cached/lib/libgmp.a" && -f "$cached/include/gmp.h" ]]; then
    cp -r "$cached/lib" "$cached/include" "$prefix/"
    exit 0
  fi
fi

export NODE_PATH=/usr/share/nodejs   # emcc's links in configure's checks need it
cd "$build"
if [[ ! -f configured ]]; then  # (a configure that failed runs again)
  sed -e 's| doc/Makefile||' "$src/configure" > configure.nodoc
  # LDFLAGS=-O0: configure's link tests skip Binaryen's optimizer (about
  # 40% of each test's time); the library itself is never linked here.
  emconfigure sh ./configure.nodoc --srcdir="$src" --host=none --disable-assembly \
    --enable-static --disable-shared --disable-cxx --prefix="$prefix" CFLAGS="-O2 -pthread" LDFLAGS="-O0" \
    > configure.log 2>&1 \
    || { tail -30 configure.log; exit 1; }
  touch configured
fi
sed -i -e 's|^\(SUBDIRS = .*\) doc$|\1|' Makefile
emmake make -j "$jobs" > make.log 2>&1 || { tail -30 make.log; exit 1; }
emmake make install > install.log 2>&1 || { tail -30 install.log; exit 1; }
# Kept for the next fresh build folder: written aside, then renamed into place,
# so a concurrent or interrupted build never leaves half a library there.
if [[ -n "$cached" ]] && mkdir -p "$cache_root" 2>/dev/null \
   && staging=$(mktemp -d "$cache_root/.gmp-wasm-XXXXXX" 2>/dev/null); then
  cp -r "$prefix/lib" "$prefix/include" "$staging/" && mv -T "$staging" "$cached" 2>/dev/null \
    || rm -rf "$staging"
fi
