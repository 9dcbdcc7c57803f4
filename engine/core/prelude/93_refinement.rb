# Module#refine: the block runs in the refinement of klass that this module
# defines (made by core/refinement.cpp), with the module's refinements
# active inside it (vm/refinements.h). Classes cannot define refinements.
class Module
  private def refine(klass, &block)
    raise ArgumentError, "no block given" unless block
    refinement = __refinement(klass)
    refinement.module_eval(&block)
    refinement
  end
end

class Class
  undef_method :refine
end
