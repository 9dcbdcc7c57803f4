# shareable_constant_value: literal
# The shareable_constant_value magic comment: under `literal`, a literal
# (nested Arrays, Hashes, Strings, Ranges...) assigned to a constant is made
# shareable, and any other value must be shareable already, else
# Ractor::IsolationError names the constant as written; `||=` counts; a
# comment on a line of its own later in the file changes the mode
# (experimental_everything, experimental_copy, none), until the end of the
# class body it is in.
# expected output from CRuby 4.0 (tools/ruby-ref).
A = [1, "two", :three, {k: "v"}, 1.5, nil, 1..2, "x#{1}"]
p Ractor.shareable?(A), A.frozen?, A[1].frozen?, A[3].frozen?, A[7].frozen?
o = Object.new.freeze
C = o
p Ractor.shareable?(C)
begin
  D = Object.new
rescue => e
  p e.class, e.message
end
p defined?(D)
begin; E = [Object.new]; rescue => e; p [e.class, e.message]; end
H = String.new("s").freeze
p Ractor.shareable?(H)
begin; I = -> { 1 }; rescue => e; p [e.class, e.message]; end
J ||= [1]
p Ractor.shareable?(J)
module M
  G = {a: [1, 2]}
  p Ractor.shareable?(G)
  begin; X = Object.new; rescue => e; p e.message; end
end
begin; M::Z = Object.new; rescue => e; p e.message; end
p(Ractor.make_shareable([+"copied"], copy: true).frozen?)
original = [+"kept"]
copy = Ractor.make_shareable(original, copy: true)
p original.frozen?, copy.frozen?, copy == original
class Scoped
  # shareable_constant_value: none
  INSIDE = ["mutable"]
end
AFTER = ["frozen again"]
p Scoped::INSIDE.frozen?, AFTER.frozen?
module Outer
  # shareable_constant_value: none
  module Inner
    # shareable_constant_value: literal
    DEEP = ["deep"]
  end
  MIDDLE = ["middle"]
end
p Outer::Inner::DEEP.frozen?, Outer::MIDDLE.frozen?
# shareable_constant_value: experimental_everything
K = [Object.new]
p Ractor.shareable?(K)
# shareable_constant_value: experimental_copy
source = [+"text"]
L = source
p Ractor.shareable?(L), source.frozen?, L.equal?(source)
# shareable_constant_value: none
W = [+"a"]
p W.frozen?
