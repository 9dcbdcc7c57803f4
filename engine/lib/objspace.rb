# objspace.so for Garnet: ObjectSpace's memory views over the calling
# isolate's heap (the primitives are core/object_space.cpp). Ruby 4.0's
# objspace.rb, which requires this, adds dump, dump_all and dump_shapes over
# _dump, _dump_all and _dump_shapes. Sizes count an object's slot and the
# buffers it owns; references are those of the isolate's own heap, after
# the object's class. Garnet's objects have no shapes, so dump_shapes writes
# none; allocation tracing raises NotImplementedError.
require "json"

module ObjectSpace
  module_function

  def memsize_of(obj) = ObjectSpace.__memsize_of(obj)

  def memsize_of_all(klass = nil)
    raise TypeError, "class or module is expected" unless klass.nil? || klass.is_a?(Module)
    ObjectSpace.__memsize_by_type(klass).sum { |_, bytes| bytes }
  end

  def count_objects_size(result = {})
    raise TypeError, "non-hash given" unless result.is_a?(Hash)
    result.transform_values! { 0 }
    sizes = ObjectSpace.__memsize_by_type(nil)
    sizes.each { |type, bytes| result[type] = bytes }
    result[:TOTAL] = sizes.sum { |_, bytes| bytes }
    result
  end

  def count_nodes(result = {}) = result

  def count_tdata_objects(result = {}) = result.merge!(ObjectSpace.__internal_counts(:data))

  def count_imemo_objects(result = {}) = result.merge!(ObjectSpace.__internal_counts(:imemo))

  def reachable_objects_from(obj) = ObjectSpace.__reachable_from(obj)

  def internal_class_of(obj) = ObjectSpace.__internal_class_of(obj)

  %i[trace_object_allocations trace_object_allocations_start trace_object_allocations_stop
     trace_object_allocations_clear trace_object_allocations_debug_start allocation_sourcefile
     allocation_sourceline allocation_class_path allocation_method_id allocation_generation].each do |name|
    define_singleton_method(name) do |*|
      raise NotImplementedError, "ObjectSpace.#{name} is not supported: Garnet does not trace allocations"
    end
  end

  def _dump(obj, out) = out << ObjectSpace.__dump_line(obj)

  def _dump_all(out, _full, _since, _shapes)
    ObjectSpace.__heap_dump_fields.each { |fields| out << ObjectSpace.__json_line(fields) }
    out
  end

  def _dump_shapes(out, _since) = out

  class << self
    # One line of JSON for obj, as CRuby writes it.
    def __dump_line(obj)
      case obj
      when nil then "null"
      when true, false, Integer then obj.to_s
      when Symbol then __json_line({"type" => "SYMBOL", "value" => obj.to_s}).chomp
      else
        fields = ObjectSpace.__dump_fields(obj)
        fields ? __json_line(fields) : obj.to_s
      end
    end

    def __json_line(fields)
      "{" + fields.map { |key, value| "#{JSON.generate(key.to_s)}:#{JSON.generate(value, allow_nan: true)}" }.join(", ") + "}\n"
    end
  end
end
