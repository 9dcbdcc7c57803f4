# The json library's parse and generate on a 375 KB document, and a scanner
# that walks a 400 KB String with match(re, pos): seconds of wall time for
# each, so that Garnet and CRuby can be run one after the other on the same
# work (`garnet FILE; ruby FILE`). Prints the sizes as a check that both did
# the same work.
require "json"

def seconds
  start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  yield
  Process.clock_gettime(Process::CLOCK_MONOTONIC) - start
end

doc = {"items" => (1..5000).map { |i| {"id" => i, "name" => "item #{i}", "tags" => ["a", "b\n"], "price" => i * 1.5, "ok" => i.odd?} }}
text = nil
generate = seconds { 5.times { text = JSON.generate(doc) } }
parse = seconds { 5.times { JSON.parse(text) } }

subject = "a," * 200_000
found = 0
scan = seconds do
  pos = 0
  while found < 20_000 && (m = subject.match(/a/, pos))
    pos = m.end(0)
    found += 1
  end
end
puts format("json generate x5: %.3f s, parse x5: %.3f s (%d bytes); match(re, pos) x%d: %.3f s",
            generate, parse, text.bytesize, found, scan)
