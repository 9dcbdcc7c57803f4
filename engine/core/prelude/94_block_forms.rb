# Block forms of methods whose plain forms are native (Hash#delete,
# Array#fetch): the block runs here, in Ruby, never under a C++ frame.
class Hash
  alias_method :__native_delete, :delete

  def delete(key)
    return __native_delete(key) unless block_given?
    key?(key) ? __native_delete(key) : yield(key)
  end
end

class Array
  alias_method :__native_fetch, :fetch

  def fetch(index, default = (no_default = true))
    return no_default ? __native_fetch(index) : __native_fetch(index, default) unless block_given?
    __warn_here("block supersedes default value argument") unless no_default
    i = __to_int(index)
    i += size if i < 0
    i >= 0 && i < size ? self[i] : yield(index)
  end
end
