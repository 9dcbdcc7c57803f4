# ObjectSpace.each_object for classes and modules (each_object(Class),
# each_object(Foo.singleton_class) for Foo's subclasses...): the world's
# class table is walked; other kinds would need a heap walk and raise.

module ObjectSpace
  def self.each_object(kind = Module)
    unless kind.is_a?(Module) && (kind <= Module || kind.singleton_class?)
      raise NotImplementedError, "ObjectSpace.each_object supports only classes and modules"
    end
    found = __modules.select { |m| kind === m }
    return found.each unless block_given?
    found.each { |m| yield m }
    found.size
  end
end
