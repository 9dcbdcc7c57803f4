# def (expr).name defines a singleton method on the expression's value, which
# runs when the def does; `...` forwarding without parentheses ends its
# parameter list at the newline; alias takes quoted symbols.
def (o = Object.new).greet = "hello from #{self.class}"
p o.greet
def (Comparable).ping; :pong; end
p Comparable.ping
calls = 0
made = []
3.times do
  def (made.push(Object.new).last).one = 1
end
p made.size, made.map(&:one)

def target(*a, **k, &b) = [a, k, b&.call]
def forward_all ...
  target(...)
end
def forward_rest a, ...
  target(a * 10, ...)
end
p forward_all(1, 2, x: 3) { 4 }
p forward_rest 1, 2, y: 5

def original = :original
alias :"renamed" :"original"
alias :'again' :original
p renamed, again
