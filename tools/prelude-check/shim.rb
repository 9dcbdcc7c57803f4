# CRuby stand-ins for Garnet's prelude primitives (see
# engine/core/prelude/PRIMITIVES.md), so the prelude can be tested on CRuby.
# Uses only native methods and while loops: the prelude redefines the rest.

class Hash
  # Garnet's slot model: a key keeps its slot until deleted; a deleted slot
  # reads as the hash itself; new keys get new slots at the end.
  GARNET_SLOTS = ObjectSpace::WeakMap.new

  def __slots
    s = GARNET_SLOTS[self]
    if s.nil?
      s = keys
      GARNET_SLOTS[self] = s
      return s
    end
    present = {}
    present.compare_by_identity if compare_by_identity?
    live = 0
    i = 0
    while i < s.size
      k = s[i]
      unless k.equal?(self)
        if key?(k) && !present.key?(k)
          present[k] = true
          live += 1
        else
          s[i] = self
        end
      end
      i += 1
    end
    if live != size
      ks = keys
      i = 0
      while i < ks.size
        s << ks[i] unless present.key?(ks[i])
        i += 1
      end
    end
    s
  end

  def __entry_count
    __slots.size
  end

  def __key_at(i)
    __slots[i]
  end

  def __value_at(i)
    self[__slots[i]]
  end
end

module Kernel
  # Garnet: marks the calling `catch` frame as throw's target. CRuby cannot
  # do that from Ruby, so check.rb keeps CRuby's own catch (see there).
  private def __catch_frame(tag)
    nil
  end
end

# CRuby's ArithmeticSequence has no allocator; the prelude defines its own.
Enumerator.send(:remove_const, :ArithmeticSequence)
