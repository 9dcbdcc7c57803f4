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
