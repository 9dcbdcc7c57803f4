# File's path arithmetic and status queries.
p File.basename("/usr/lib/ruby.rb"), File.basename("/usr/lib/ruby.rb", ".rb")
p File.basename("a/b.tar.gz", ".*"), File.basename("dir/"), File.basename("/"), File.basename("plain")
p File.dirname("/usr/lib/ruby.rb"), File.dirname("file.rb"), File.dirname("/top"), File.dirname("a/b/")
p File.extname("x.rb"), File.extname("archive.tar.gz"), File.extname(".profile"), File.extname("noext"), File.extname("dot.")
p File.join("a", "b", "c.rb"), File.join("a/", "/b"), File.join("a", ""), File.join
p File.exist?(__FILE__), File.file?(__FILE__), File.directory?(__FILE__)
p File.exist?("no/such/file"), File.file?("no/such/file")
p File.mtime(__FILE__).class, File.mtime(__FILE__) <= Time.now
p File.read(__FILE__).lines.first
p File.size(__FILE__) == File.read(__FILE__).bytesize
p File.ancestors.include?(IO), File::SEPARATOR

begin
  File.mtime("no_such_file.txt")
rescue SystemCallError => e
  p e.class, e.message, e.errno == Errno::ENOENT::Errno, e.is_a?(SystemCallError)
end
begin
  File.read("missing.txt")
rescue Errno::ENOENT => e
  puts e.message
end
p Errno::ENOENT.ancestors.take(3)
