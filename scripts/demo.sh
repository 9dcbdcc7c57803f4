#!/usr/bin/env bash
# Runs the showcase scripts in examples/ with the given garnet binary. The
# HTTP server examples (green threads; several isolates) are started in the
# background, asked for pages by a garnet client, and stopped with SIGTERM
# (a background job ignores SIGINT).
set -euo pipefail
garnet=${1:-build/native/garnet}
for script in examples/*.rb; do
  [[ $script == examples/http_server*.rb ]] && continue
  echo "=== garnet $script"
  "$garnet" "$script"
  echo
done

# serve SCRIPT ARGS...: starts the server on a free port, fetches "/" three
# times over one connection, stops it and shows its last line.
serve() {
  local script=$1
  shift
  echo "=== garnet $script (in the background)"
  local port=$(( 20000 + RANDOM % 20000 ))
  local log
  log=$(mktemp)
  "$garnet" "$script" "$port" "$@" > "$log" &
  local server=$!
  for _ in $(seq 50); do grep -q listening "$log" && break; sleep 0.1; done
  head -1 "$log"
  "$garnet" -e '
    require "socket"
    3.times do
      s = TCPSocket.new("127.0.0.1", ARGV[0].to_i)
      s.write("GET / HTTP/1.1\r\nHost: demo\r\nConnection: close\r\n\r\n")
      status = s.gets
      length = 0
      while (line = s.gets) != "\r\n"
        length = line.split(": ")[1].to_i if line.start_with?("Content-Length")
      end
      puts "client got #{status.chomp}: #{s.read(length)}"
      s.close
    end
  ' "$port"
  kill -TERM "$server"
  wait "$server" || true
  tail -1 "$log"
  rm -f "$log"
  echo
}

serve examples/http_server.rb
serve examples/http_server_isolates.rb 2
