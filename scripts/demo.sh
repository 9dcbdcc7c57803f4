#!/usr/bin/env bash
# Runs the showcase scripts in examples/ with the given garnet binary.
set -euo pipefail
garnet=${1:-build/native/garnet}
for script in examples/*.rb; do
  echo "=== garnet $script"
  "$garnet" "$script"
  echo
done
