# find: Find.find walks a tree depth-first with each folder's entries
# sorted; Find.prune skips a folder; without a block it is an Enumerator.
# Expected output from Debian's CRuby 3.1 (CRuby 4.0 on WASI crashes on it).
require "find"
require "tmpdir"
require "fileutils"
Dir.mktmpdir do |root|
  FileUtils.mkdir_p(File.join(root, "a/b"))
  FileUtils.mkdir_p(File.join(root, "skip/deep"))
  %w[a/one.rb a/b/two.rb top.txt skip/deep/hidden.rb].each { |f| File.write(File.join(root, f), f) }
  rel = ->(path) { path.delete_prefix(root) }
  Find.find(root) { |path| puts rel[path] }
  kept = []
  Find.find(root) do |path|
    Find.prune if File.basename(path) == "skip"
    kept << rel[path] if path.end_with?(".rb")
  end
  p kept
  p Find.find(File.join(root, "a")).class, Find.find(File.join(root, "a")).count
  begin
    Find.find(File.join(root, "missing")) { }
  rescue Errno::ENOENT => e
    p e.class
  end
end
