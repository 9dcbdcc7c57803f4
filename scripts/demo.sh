#!/usr/bin/env bash
# Runs the showcase scripts in examples/ with the given garnet binary. The
# HTTP server example is started in the background, asked for a page by a
# garnet client, and stopped with SIGTERM (a background job ignores SIGINT).
set -euo pipefail
garnet=${1:-build/native/garnet}
for script in examples/*.rb; do
  [[ $script == examples/http_server.rb ]] && continue
  echo "=== garnet $script"
  "$garnet" "$script"
  echo
done

echo "=== garnet examples/http_server.rb (in the background)"
port=$(( 20000 + RANDOM % 20000 ))
log=$(mktemp)
"$garnet" examples/http_server.rb "$port" > "$log" &
server=$!
for _ in $(seq 50); do grep -q listening "$log" && break; sleep 0.1; done
head -1 "$log"
"$garnet" -e '
  require "socket"
  s = TCPSocket.new("127.0.0.1", ARGV[0].to_i)
  2.times do
    s.write("GET / HTTP/1.1\r\nHost: demo\r\n\r\n")
    status = s.gets
    length = 0
    while (line = s.gets) != "\r\n"
      length = line.split(": ")[1].to_i if line.start_with?("Content-Length")
    end
    puts "client got #{status.chomp}: #{s.read(length)}"
  end
' "$port"
kill -TERM "$server"
wait "$server" || true
tail -1 "$log"
rm -f "$log"
