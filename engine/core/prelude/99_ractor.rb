# Ractor.select: the first of several Ractors (a yield or the end) and
# Ports (a message) to be ready, as [source, value]. Each step takes from a
# ready source or waits until one may be ready (engine/sched/isolates.h).
class Ractor
  def self.select(*sources)
    raise ArgumentError, "specify at least one ractor or port" if sources.empty?
    while true
      got = __select_step(sources)
      return got if got
    end
  end
end

# Ractor.store_if_absent(key) { init }: the current Ractor's local value
# for key, set to the block's value the first time, once, whichever of the
# Ractor's threads asks first.
class Ractor
  def self.store_if_absent(key)
    key = key.to_sym unless key.is_a?(Symbol)
    locals = __locals
    __store_lock.synchronize do
      locals.fetch(key) { locals[key] = yield }
    end
  end
end

# A require in a Ractor other than the main one runs on the main Ractor, as
# in Ruby 3.4 and later: the file's code may then set constants and class
# state as only the main Ractor may. The caller waits for the answer; what
# the main Ractor's require raised is raised again here (a copy).
class Ractor
  def self._require(feature)
    return require(feature) if main?
    reply = Port.new
    __require_on_main(File.path(feature), reply)
    loaded, value = __await_require(reply)
    reply.close
    loaded ? value : raise(value)
  end

  class << self
    private

    # The main Ractor's side of _require, in a green thread of its own
    # (sched::require_on_main).
    def __serve_require(feature, reply)
      answer = begin
        [true, require(feature)]
      rescue Exception => e
        [false, e]
      end
      begin
        reply.send(answer)
      rescue Exception => e # what it raised could not be copied
        reply.send([false, e])
      end
    end

    # At the first Ractor.new: a require that reaches Kernel (RubyGems'
    # among others) from another Ractor goes to _require first.
    def _activated
      Kernel.prepend(Module.new do |m|
        m.set_temporary_name "<RactorRequire>"

        def require(feature)
          return super if Ractor.main?
          Ractor._require(feature)
        end
      end)
    end
  end
end
