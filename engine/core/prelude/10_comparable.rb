# Comparable: <, <=, >, >=, between?, clamp, all in terms of <=> (== is in
# C++, core/comparable.cpp, for its recursion guard).

module Comparable
  def >(other)
    __cmpint(self <=> other, self, other) > 0
  end

  def >=(other)
    __cmpint(self <=> other, self, other) >= 0
  end

  def <(other)
    __cmpint(self <=> other, self, other) < 0
  end

  def <=(other)
    __cmpint(self <=> other, self, other) <= 0
  end

  def between?(min, max)
    __cmpint(self <=> min, self, min) >= 0 && __cmpint(self <=> max, self, max) <= 0
  end

  def clamp(min, max = (one_arg = true))
    if one_arg
      range = min
      unless range.is_a?(Range)
        raise TypeError, "wrong argument type #{__class_desc(range)} (expected Range)"
      end
      min = range.begin
      max = range.end
      if !max.nil? && range.exclude_end?
        raise ArgumentError, "cannot clamp with an exclusive range"
      end
    end
    if !min.nil? && !max.nil? && __cmpint(min <=> max, min, max) > 0
      raise ArgumentError, "min argument must be less than or equal to max argument"
    end
    unless min.nil?
      c = __cmpint(self <=> min, self, min)
      return self if c == 0
      return min if c < 0
    end
    unless max.nil?
      return max if __cmpint(self <=> max, self, max) > 0
    end
    self
  end
end
