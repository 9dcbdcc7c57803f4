# Kernel#spawn and Process.spawn: the pid, env hash, unsetenv_others, chdir, pgroup, and redirections to pipes, paths, [path, mode], descriptors, :close, err: :out and [:child, :out] (expected output written by hand from Debian's ruby 3.1, adjusted for Ruby 4.0)
def run(*args, **opts)
  r, w = IO.pipe
  pid = spawn(*args, out: w, **opts)
  w.close
  out = r.read
  r.close
  Process.wait(pid)
  [out, $?.exitstatus]
end

p spawn("true").is_a?(Integer)
Process.wait
p Process.spawn("exit 2") > 0, Process.wait.is_a?(Integer), $?.exitstatus
p run("echo", "direct")
p run({"GARNET_A" => "1", "GARNET_B" => "two"}, 'echo "$GARNET_A $GARNET_B"')
p run({"GARNET_A" => nil}, 'echo "[${GARNET_A-unset}]"')
p run({"GARNET_ONLY" => "kept"}, "env", unsetenv_others: true)
p run("pwd", chdir: "/")
p run('echo "$0 $1"', chdir: "/")
p run("sh", "-c", "echo to-err >&2", err: :out)
p run("sh", "-c", "echo to-err >&2; echo to-out", err: [:child, :out])
p run("cat", in: "/dev/null")
Process.wait(spawn("sh", "-c", "echo gone 2>/dev/null || echo closed >&2", out: :close, err: :out))
p run("sh", "-c", "ps -o pgid= -p $$ >/dev/null 2>&1; echo grouped", pgroup: true)

dir = ENV.fetch("TMPDIR")
path = File.join(dir, "spawned.txt")
Process.wait(spawn("echo first", out: path))
Process.wait(spawn("echo second", out: [path, "a"]))
Process.wait(spawn("sh", "-c", "echo third >&2", err: [path, File::WRONLY | File::APPEND]))
Process.wait(spawn("sh", "-c", "echo both; echo both-err >&2", [:out, :err] => [path, "a"]))
p File.read(path)
p run("cat", in: path)
p run("cat", 0 => path)
Process.wait(spawn("echo replaced", 1 => path))
p File.read(path)
p run("cat", in: File.open(path))

r, w = IO.pipe
pid = spawn("cat", in: r, out: :err, err: :out)
r.close
w.puts "through a pipe"
w.close
Process.wait(pid)
p $?.success?

[-> { spawn("nosuch-command-here") },
 -> { spawn("nosuch-command-here with args") },
 -> { spawn("") },
 -> { spawn() },
 -> { spawn("true", bogus: 1) },
 -> { spawn("true", 3.5 => 1) },
 -> { spawn("true", out: :bogus) }].each do |f|
  f.call
  Process.wait
  p [:status, $?.exitstatus]
rescue => e
  p e
end
[-> { spawn("cat", in: File.join(dir, "missing", "file")) },
 -> { spawn("true", chdir: File.join(dir, "missing")) }].each do |f|
  f.call
rescue SystemCallError => e
  p e.class, e.message.sub(dir, "TMPDIR")
end
