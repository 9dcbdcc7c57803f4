# Mod::NAME finds the constants of Mod and its ancestors, never the top level's through a module or a class
module M; end
class C; end
module Mixin; INNER = :mixin; end
class D; include Mixin; end
p((M::String rescue $!))
p((C::String rescue $!))
p((C::Comparable rescue $!))
p D::INNER, Object::String, ::String
p M.const_get(:String), C.const_get(:String)
module M; Local = 1; end
p M::Local
class E < C; end
class C; Here = 2; end
p E::Here
p((Comparable::Kernel rescue $!.class))
