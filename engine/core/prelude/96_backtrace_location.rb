# Thread::Backtrace::Location, Kernel#caller_locations and Thread#backtrace /
# #backtrace_locations (and the locations of Exception#backtrace_locations,
# core/exception.cpp). A location is read from the backtrace line the VM
# made for it ("path:lineno:in 'label'", vm/unwind.cpp: make_backtrace), so
# both views of a backtrace come from one place.

class Thread
  class Backtrace
    class << self
      undef_method :new
    end

    class Location
      class << self
        alias_method :__allocate, :allocate
        undef_method :new, :allocate
      end

      # The location a backtrace line names, or nil for a line not in the
      # VM's format (one given to set_backtrace or raise).
      def self.__for(line)
        m = /\A(.*):(\d+):in '(.*)'\z/m.match(line)
        return nil unless m
        location = __allocate
        location.__send__(:__set, line, m[1], m[2].to_i, m[3])
        location
      end

      private def __set(line, path, lineno, label)
        @line = line
        @path = path
        @lineno = lineno
        @label = label
      end

      attr_reader :path, :lineno, :label

      # The method's name alone: "bar" for "Foo#bar" and "block in Foo.bar".
      def base_label
        name = @label.sub(/\Ablock (?:\(\d+ levels\) )?in /, "")
        name.start_with?("<") ? name : name[/[^#.]+\z/]
      end

      def absolute_path
        @path == "-e" ? nil : File.expand_path(@path)
      end

      def to_s
        @line
      end

      def inspect
        @line.inspect
      end
    end
  end
end

module Kernel
  private def caller_locations(start = 1, length = nil)
    if start.is_a?(Range) # positions from this method's caller, as caller's are from its own
      first, last = start.begin, start.end
      first = first.nil? || first >= 0 ? (first || 0) + 1 : first
      last += 1 if last && last >= 0
      lines = caller(Range.new(first, last, start.exclude_end?))
    else
      start = __to_int(start)
      raise ArgumentError, "negative level (#{start})" if start < 0
      lines = caller(start + 1, length)
    end
    lines&.map { |line| Thread::Backtrace::Location.__for(line) }
  end
end

class Thread
  def backtrace(*args) = __backtrace(*args)

  def backtrace_locations(*args)
    __backtrace(*args)&.map { |line| Thread::Backtrace::Location.__for(line) }
  end
end
