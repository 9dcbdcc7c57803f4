#!/usr/bin/env bash
# Installs the Debian 12 packages the build, the tests and the benchmarks
# need. Runs apt only when something is missing, so repeated calls are fast.
set -euo pipefail

packages=(
  cmake ninja-build clang lld ccache python3   # the build
  libgtest-dev googletest                       # unit tests
  libonig-dev                                   # Oniguruma (Regexp)
  zlib1g-dev                                    # zlib (Ruby's zlib library)
  libyaml-dev                                   # libyaml (psych: YAML)
  libgmp-dev                                    # GMP (Integer's big numbers)
  libmimalloc-dev                               # mimalloc (the native garnet's malloc)
  libclang-rt-14-dev                            # libFuzzer and sanitizer runtimes
  libbenchmark-dev                              # micro-benchmarks
  ruby mruby time wrk                           # benchmark peers (never a runtime dependency), GNU time, HTTP load
  ruby-rack ruby-sinatra ruby-rack-test ruby-rspec ruby-minitest ruby-test-unit ruby-concurrent ruby-webrick
                                                # installed gems Garnet loads (tests/gems/)
  puma                                          # the Rack server Garnet's is measured against
  emscripten binaryen nodejs dpkg-dev           # the WebAssembly build, run under Node
  chromium                                      # the playground's browser smoke test (web/)
)

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# npm (for the WebAssembly module's JS tests) comes with Node from some
# sources; install Debian's only when the command is missing.
command -v npm >/dev/null 2>&1 || missing+=(npm)
if ((${#missing[@]})); then
  echo "Installing: ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
