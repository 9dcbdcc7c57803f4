# A raised exception's backtrace, read long after the raise: it still shows
# the stack of the raise (file, line and label of each frame, prelude and
# C++ methods at their caller's line), reads as the same Array each time,
# and survives freezing, dup, Marshal, $@, set_backtrace and a re-raise;
# a class named after the raise shows its name.
class Parser
  def self.parse(text) = new.token(text)
  def token(text)
    [text].each { |t| raise ArgumentError, "bad #{t}" if t.start_with?("!") }
  end
end

def deeper(n, &blk) = n.zero? ? blk.call : deeper(n - 1, &blk)

# The lines of this file (a runner may add frames below the program's).
def own(lines) = lines.grep(/\A#{File.basename(__FILE__)}:\d+:/)

saved = begin
  Parser.parse("!x")
rescue => e
  e
end
deeper(5) { p own(saved.backtrace) }       # read later, from a deeper stack
p saved.backtrace.equal?(saved.backtrace)
p saved.backtrace_locations.first(5).map { |l| [l.lineno, l.label] }

copy = saved.dup
p copy.backtrace == saved.backtrace

frozen = begin; Integer("z"); rescue => e; e; end
frozen.freeze
p own(frozen.backtrace), frozen.backtrace.frozen?

loaded = Marshal.load(Marshal.dump(saved))
p own(loaded.backtrace)

begin
  [1, 2].fetch(10)
rescue IndexError
  p own($@)
end

replaced = begin; Parser.parse("!y"); rescue => e; e; end
replaced.set_backtrace(["somewhere:1"])
p replaced.backtrace, own(replaced.backtrace_locations.map(&:to_s))

again = begin
  begin
    Parser.parse("!z")
  rescue => e
    raise e                            # a re-raise keeps the first backtrace
  end
rescue => outer
  outer
end
p own(again.backtrace)

puts own(saved.full_message(highlight: false).lines.map { |l| l.delete_prefix("\tfrom ") })

# A label names the class as it is called when the backtrace is read.
anonymous = Class.new { def fail_here = raise("x") }
early = (anonymous.new.fail_here rescue $!)
NamedLater = anonymous
p own(early.backtrace).first
