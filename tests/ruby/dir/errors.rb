# Dir's errors: Errno::ENOENT / ENOTDIR / EEXIST / ENOTEMPTY with CRuby's messages, IOError on a closed Dir, bad arguments (types, NUL bytes, arity)
root = ENV.fetch("TMPDIR")
Dir.chdir(root) do
  Dir.mkdir("full")
  File.write("full/f", "")
  File.write("file", "")
  def show
    yield
  rescue SystemCallError, IOError, ArgumentError, TypeError => e
    puts "#{e.class}: #{e.message}"
    e
  end
  show { Dir.mkdir("full") }
  show { Dir.mkdir("nope/x") }
  show { Dir.mkdir("file/x") }
  show { Dir.rmdir("full") }
  show { Dir.rmdir("nope") }
  show { Dir.rmdir("file") }
  show { Dir.unlink("nope") }
  show { Dir.delete("file") }
  show { Dir.entries("nope") }
  show { Dir.entries("file") }
  show { Dir.children("nope") }
  show { Dir.each_child("file") { } }
  show { Dir.foreach("nope") { } }
  show { Dir.new("nope") }
  show { Dir.open("file") { } }
  show { Dir.empty?("nope") }
  show { Dir.glob("*") { |f| Dir.rmdir(f) } }
  e = show { Dir.rmdir("nope") }
  p e.class.ancestors.include?(SystemCallError), e.errno == Errno::ENOENT::Errno
  d = Dir.new("full")
  d.close
  show { d.read }
  show { d.each { } }
  show { d.children }
  show { d.each_child { } }
  show { d.tell }
  show { d.rewind }
  show { d.seek(0) }
  show { d.fileno }
  p d.close, d.path
  show { Dir.mkdir(1) }
  show { Dir.mkdir("x", "y") }
  show { Dir.rmdir(nil) }
  show { Dir.entries(:sym) }
  show { Dir.new("full\0") }
  show { Dir.exist?("full\0") }
  show { Dir.empty?("a\0") }
  show { Dir.home("x\0") }
  show { Dir.mkdir }
  show { Dir.rmdir("a", "b") }
  show { Dir.new }
  show { Dir.mkdir("x", nil) }
  show { Dir.glob("*", sort: nil) }
  show { Dir["*", sort: 1] }
  show { Dir.glob("*", bogus: 1) }
  show { Dir.allocate.read }
  p Dir.allocate.path
  p Dir.exist?("full"), Dir.children("full")
end
