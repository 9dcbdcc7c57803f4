# Proc#curry, Proc#>> and #<<, Method#curry, #>> and #<<, UnboundMethod#bind_call.
#
# A curried or composed proc is an ordinary Ruby block taking |*args, **kw, &b|,
# made with `lambda` or `proc` to carry CRuby's lambda-ness (so its arity is
# -1, as in CRuby).

class Proc
  def curry(arity = nil)
    req = self.arity
    min = req < 0 ? -req - 1 : req
    if arity.nil?
      arity = min
    else
      arity = __to_int(arity)
      if lambda?
        max = req < 0 ? __max_arity : req
        if arity < min || (max && arity > max)
          expected =
            if max.nil? then "#{min}+"
            elsif min == max then min.to_s
            else "#{min}..#{max}"
            end
          raise ArgumentError, "wrong number of arguments (given #{arity}, expected #{expected})"
        end
      end
    end
    __make_curry([], arity)
  end

  def >>(g)
    __check_callable(g)
    f = self
    if lambda?
      lambda { |*args, **kw, &blk| g.call(f.call(*args, **kw, &blk)) }
    else
      proc { |*args, **kw, &blk| g.call(f.call(*args, **kw, &blk)) }
    end
  end

  def <<(g)
    __check_callable(g)
    f = self
    if !g.is_a?(Proc) || g.lambda?
      lambda { |*args, **kw, &blk| f.call(g.call(*args, **kw, &blk)) }
    else
      proc { |*args, **kw, &blk| f.call(g.call(*args, **kw, &blk)) }
    end
  end

  # The curried proc calls back through __send__: it may run with another
  # self (instance_exec), which could not call a protected method.
  private def __make_curry(passed, arity)
    f = self
    if lambda?
      lambda { |*args, &blk| f.__send__(:__curry_step, passed + args, arity, blk) }
    else
      proc { |*args, &blk| f.__send__(:__curry_step, passed + args, arity, blk) }
    end
  end

  private def __curry_step(all, arity, blk)
    return call(*all, &blk) if all.size >= arity
    __make_curry(all, arity)
  end

  # Largest number of positional arguments a lambda takes, nil when
  # unlimited; needs Proc#parameters (nil when the VM lacks it).
  private def __max_arity
    return nil unless respond_to?(:parameters)
    n = 0
    parameters.each do |kind, _|
      return nil if kind == :rest
      n += 1 if kind == :req || kind == :opt
    end
    n
  end

  private def __check_callable(g)
    unless g.is_a?(Proc) || g.is_a?(Method) || g.respond_to?(:call)
      raise TypeError, "callable object is expected"
    end
  end
end

class Method
  def curry(arity = nil)
    to_proc.curry(arity)
  end

  def >>(g)
    to_proc >> g
  end

  def <<(g)
    to_proc << g
  end
end

class UnboundMethod
  def bind_call(obj, *args, **kw, &blk)
    bind(obj).call(*args, **kw, &blk)
  end
end
