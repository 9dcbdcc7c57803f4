# A constant autoloaded from a green thread, whose file is required through a
# require that wraps the original in a block (as RubyGems' does), and whose
# class body runs method_added and inherited hooks: the hooks and the load
# push frames past a thread's first few, and the interpreter must go on with
# the moved frames (it used to read freed memory or raise SystemStackError).
# (expected output written by hand from Debian's ruby 3.1: the reference
# CRuby 4.0 on WASI has no threads)
DIR = ENV.fetch("TMPDIR")
File.write(File.join(DIR, "threaded_widget.rb"), <<~RUBY)
  class Base
    def self.inherited(sub) = (ADDED << "inherited \#{sub}")
    def self.method_added(name) = (ADDED << "added \#{name}")
  end
  class ThreadedWidget < Base
    def size = 3
    alias length size
    def self.build = new
  end
RUBY
ADDED = []
def wrap = yield
module Kernel
  alias original_require require
  def require(path) = wrap { wrap { original_require(path) } }
end
$LOAD_PATH.unshift(DIR)
autoload :ThreadedWidget, "threaded_widget"
def nest(depth) = depth.zero? ? ThreadedWidget.build.length : nest(depth - 1)
p Thread.new { nest(5) }.value
p ADDED
