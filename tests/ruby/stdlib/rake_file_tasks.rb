# rake (a bundled gem) in-process: a Rakefile's tasks with prerequisites,
# file tasks that rebuild only what is out of date, a rule, a directory
# task, arguments, and a task that fails. Expected output written by hand
# (CRuby 4.0 on WASI crashes running it): Debian's CRuby 3.1 with its rake
# prints the same (rake's verbose FileUtils echo included).
require "rake"
include Rake::DSL
Rake.application.init("rake", [])
Dir.chdir(ENV.fetch("TMPDIR"))

log = []
directory "out"
file "out/a.txt" => "out" do |t|
  log << "build #{t.name}"
  File.write(t.name, "a")
end
rule ".upper" => ".txt" do |t|
  log << "rule #{t.source} -> #{t.name}"
  File.write(t.name, File.read(t.source).upcase)
end
task prepare: "out/a.txt" do
  log << "prepare"
end
desc "the default task"
task default: [:prepare, "out/a.upper"] do
  log << "default"
end
task :greet, [:who] do |_t, args|
  log << "hello #{args[:who]}"
end
task :broken do
  raise "task failed"
end

Rake::Task[:default].invoke
p log
log.clear
Rake::Task.tasks.each(&:reenable)
Rake::Task[:default].invoke
p log
p File.read("out/a.upper")
Rake::Task[:greet].invoke("rake")
p log.last
p Rake::Task[:default].comment, Rake::Task[:default].prerequisites
begin
  Rake::Task[:broken].invoke
rescue RuntimeError => e
  p e.message
end
begin
  Rake::Task[:missing]
rescue RuntimeError => e
  p e.message
end
