# Forms the parser must accept or reject as Ruby does: %-literals with any
# non-alphanumeric delimiter, lambda parameters whose defaults end before the
# body's brace, defined?(retry), and non-associative operators.
ip = "x"
p %_a #{ip}_, %=b #{ip}=, %-c-, %q_d_, %w_e f_
def a = 1
p((-> a = a() { a }).call)
f = -> a:, b: { [a, b] }
p f.(a: 1, b: 2)
p defined?(retry)
["1 == 2 == 3", "1 <=> 2 <=> 3", "1 =~ 2 !~ 3", "1..2..3", "1...2...3", "__FILE__ = 1", "__LINE__ += 1", "def x=(v) = v"].each do |code|
  eval(code)
  p [code, :accepted]
rescue SyntaxError
  p [code, :rejected]
end
p(1 == 1 && 2 != 3, (1 <=> 2) == -1, (1..2) == (1..2))
class Meta
  def self.escape
    class << self
      return :from_singleton_body
    end
    :after
  end
end
p Meta.escape
