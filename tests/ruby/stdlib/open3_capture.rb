# open3: capture2, capture3 and popen3 run a child with its streams piped.
# Expected output from Debian's CRuby 3.1 (CRuby 4.0 on WASI has no
# processes).
require "open3"
out, status = Open3.capture2("tr", "a-z", "A-Z", stdin_data: "hello\n")
p out, status.success?
out, err, status = Open3.capture3("sh", "-c", "echo out; echo err >&2; exit 3")
p out, err, status.exitstatus
Open3.popen3("cat") do |stdin, stdout, stderr, thread|
  stdin.puts "through cat"
  stdin.close
  p stdout.read, stderr.read, thread.value.success?
end
out, status = Open3.capture2e("sh", "-c", "echo both; echo err >&2")
p out.lines.sort, status.success?
