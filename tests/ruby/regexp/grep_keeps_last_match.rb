# grep and grep_v with a Regexp and no block test each element without
# touching the caller's last match ($~, $1); with a block, the block sees the
# match of its element, and $~ is the last element's; a Regexp with its own
# === is called.
'set last match' =~ /set last (.*)/
p [:a, 'b', 'z', :c, 42, nil].grep(/[a-d]/)
p $1
p [:a, 'b', 'z', :c, 42, nil].grep_v(/[a-d]/)
p $1
p (1..3).each_entry.grep(/2/)
p %w[a1 b2 c].each_entry.grep(/(\d)/)
p $1
p %w[a1 b2 c3].grep(/(\d)/) { $1.to_i * 10 }
p $1
p %w[a1 b2 c].grep(/(\d)/) { $1 }
p $~

class ToStr
  def to_str = "b2"
end
p [ToStr.new, Object.new].grep(/2/).map(&:class)

regexp = Regexp.new('x')
def regexp.===(other) = other.is_a?(Integer)
p [1, 'x', 2].grep(regexp)
p [1, 'x', 2].grep_v(regexp)

# Any truthy === answer selects (an =~ position, 0 included); any pattern
# object answering === works, a BasicObject too.
prefix = Object.new
def prefix.===(s) = /^ca/ =~ s
p %w[cat coat car].grep(prefix) { |s| s.upcase }, %w[cat coat car].grep_v(prefix)
odd = BasicObject.new
def odd.===(n) = n.odd?
p (1..6).each_entry.grep(odd), (1..6).each_entry.grep_v(odd)
