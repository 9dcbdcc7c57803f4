# Errno classes: messages built from strerror, the Errno number, and
# rescuing them as SystemCallError.
e = Errno::ENOENT.new
p e.message, e.class.superclass
p Errno::ENOENT.new("config.yml").message
p Errno::EACCES.new("/root").message
p Errno::ENOENT.new.errno == Errno::ENOENT::Errno
begin
  raise Errno::EEXIST, "out.txt"
rescue SystemCallError => err
  p err.class, err.message
end
begin
  File.size("no/such/path")
rescue Errno::ENOENT => err
  puts err.message
end
p Errno::ENOENT == Errno::ENOENT, Errno::EPIPE.ancestors.include?(StandardError)
