# Kernel#pp and #pretty_inspect: CRuby's prettyprint.rb (Oppen-style line
# breaking with consistent groups) and pp.rb (per-class pretty_print).
#
# The width is CRuby's for output that is not a terminal: 80 columns minus
# one, so lines hold at most 79 characters. Cycle detection keeps the objects
# being printed in an identity Hash on the PP instance (CRuby keeps it per
# thread). Output is built in a String and written with one `<<`.

class PrettyPrint
  def self.format(output = "".dup, maxwidth = 79, newline = "\n", genspace = nil)
    q = new(output, maxwidth, newline, &genspace)
    yield q
    q.flush
    output
  end

  def initialize(output = "".dup, maxwidth = 79, newline = "\n", &genspace)
    @output = output
    @maxwidth = maxwidth
    @newline = newline
    @genspace = genspace || lambda { |n| " " * n }
    @output_width = 0
    @buffer_width = 0
    @buffer = []
    root_group = Group.new(0)
    @group_stack = [root_group]
    @group_queue = GroupQueue.new(root_group)
    @indent = 0
  end

  attr_reader :output, :maxwidth, :newline, :genspace, :indent, :group_queue

  def current_group
    @group_stack.last
  end

  # Breaks the outermost groups until the buffered text fits.
  def break_outmost_groups
    while @maxwidth < @output_width + @buffer_width
      return unless (group = @group_queue.deq)
      until group.breakables.empty?
        data = @buffer.shift
        @output_width = data.output(@output, @output_width)
        @buffer_width -= data.width
      end
      while !@buffer.empty? && Text === @buffer.first
        text = @buffer.shift
        @output_width = text.output(@output, @output_width)
        @buffer_width -= text.width
      end
    end
  end

  def text(obj, width = obj.length)
    if @buffer.empty?
      @output << obj
      @output_width += width
    else
      text = @buffer.last
      unless Text === text
        text = Text.new
        @buffer << text
      end
      text.add(obj, width)
      @buffer_width += width
      break_outmost_groups
    end
  end

  def fill_breakable(sep = " ", width = sep.length)
    group { breakable sep, width }
  end

  def breakable(sep = " ", width = sep.length)
    group = @group_stack.last
    if group.break?
      flush
      @output << @newline
      @output << @genspace.call(@indent)
      @output_width = @indent
      @buffer_width = 0
    else
      @buffer << Breakable.new(sep, width, self)
      @buffer_width += width
      break_outmost_groups
    end
  end

  def group(indent = 0, open_obj = "", close_obj = "", open_width = open_obj.length, close_width = close_obj.length)
    text open_obj, open_width
    group_sub do
      nest(indent) do
        yield
      end
    end
    text close_obj, close_width
  end

  def group_sub
    group = Group.new(@group_stack.last.depth + 1)
    @group_stack.push group
    @group_queue.enq group
    begin
      yield
    ensure
      @group_stack.pop
      @group_queue.delete group if group.breakables.empty?
    end
  end

  def nest(indent)
    @indent += indent
    begin
      yield
    ensure
      @indent -= indent
    end
  end

  def flush
    @buffer.each { |data| @output_width = data.output(@output, @output_width) }
    @buffer.clear
    @buffer_width = 0
  end

  # Lays out on one line: breakables are their separators.
  def self.singleline_format(output = "".dup, _maxwidth = nil, _newline = nil, _genspace = nil)
    q = SingleLine.new(output)
    yield q
    output
  end

  # The layout singleline_format gives its block, with PrettyPrint's methods.
  class SingleLine
    def initialize(output, _maxwidth = nil, _newline = nil)
      @output = output
      @first = [true]
    end

    def text(obj, _width = nil) = @output << obj
    def breakable(sep = " ", _width = nil) = @output << sep
    def fill_breakable(sep = " ", _width = nil) = @output << sep
    def nest(_indent) = yield
    def flush = nil

    def group(_indent = nil, open_obj = "", close_obj = "", _open_width = nil, _close_width = nil)
      @first.push true
      @output << open_obj
      yield
      @output << close_obj
    ensure
      @first.pop
    end

    # Whether this is the group's first call (PrettyPrint#first? as CRuby's).
    def first?
      was = @first[-1]
      @first[-1] = false
      was
    end
  end

  class Text
    def initialize
      @objs = []
      @width = 0
    end

    attr_reader :width

    def output(out, output_width)
      @objs.each { |obj| out << obj }
      output_width + @width
    end

    def add(obj, width)
      @objs << obj
      @width += width
    end
  end

  class Breakable
    def initialize(sep, width, q)
      @obj = sep
      @width = width
      @pp = q
      @indent = q.indent
      @group = q.current_group
      @group.breakables.push self
    end

    attr_reader :obj, :width, :indent

    def output(out, output_width)
      @group.breakables.shift
      if @group.break?
        out << @pp.newline
        out << @pp.genspace.call(@indent)
        @indent
      else
        @pp.group_queue.delete @group if @group.breakables.empty?
        out << @obj
        output_width + @width
      end
    end
  end

  class Group
    def initialize(depth)
      @depth = depth
      @breakables = []
      @break = false
    end

    attr_reader :depth, :breakables

    def break
      @break = true
    end

    def break?
      @break
    end
  end

  class GroupQueue
    def initialize(*groups)
      @queue = []
      groups.each { |g| enq g }
    end

    def enq(group)
      depth = group.depth
      @queue << [] until depth < @queue.length
      @queue[depth] << group
    end

    def deq
      @queue.each do |gs|
        (gs.length - 1).downto(0) do |i|
          unless gs[i].breakables.empty?
            group = gs.slice!(i, 1).first
            group.break
            return group
          end
        end
        gs.each { |group| group.break }
        gs.clear
      end
      nil
    end

    def delete(group)
      @queue[group.depth].delete(group)
    end
  end
end

class PP < PrettyPrint
  def self.width_for(_out)
    cols = ENV["COLUMNS"].to_i if defined?(ENV)
    (cols && cols != 0 ? cols : 80) - 1
  end

  # Pretty-prints obj to out followed by a newline; returns out.
  def self.pp(obj, out = $stdout, width = width_for(out))
    buf = "".dup
    q = new(buf, width)
    q.pp obj
    q.flush
    buf << "\n"
    out << buf
    out
  end

  def self.singleline_pp(obj, out = $stdout)
    out << obj.inspect
    out
  end

  def self.mcall(obj, mod, meth, *args, &block)
    mod.instance_method(meth).bind_call(obj, *args, &block)
  end

  M_RESPOND_TO = Ractor.make_shareable(Object.instance_method(:respond_to?))
  private_constant :M_RESPOND_TO

  def initialize(*args, &genspace)
    super
    @__visiting = {}.compare_by_identity
  end

  # Appends obj, using pretty_print_cycle when obj is already being printed
  # (a cycle).
  def pp(obj)
    if @__visiting.include?(obj)
      group { obj.pretty_print_cycle self }
      return
    end
    begin
      @__visiting[obj] = true
      if M_RESPOND_TO.bind_call(obj, :pretty_print)
        group { obj.pretty_print self }
      else
        group { Kernel.instance_method(:pretty_print).bind_call(obj, self) }
      end
    ensure
      @__visiting.delete(obj)
    end
  end

  # Runs the block with a fresh record of the objects being printed (what
  # CRuby's PP keeps per thread; this one keeps it per printer), restored
  # after it.
  def guard_inspect_key
    saved = @__visiting
    @__visiting = {}.compare_by_identity
    yield
  ensure
    @__visiting = saved
  end

  def object_group(obj, &block)
    group(1, "#<" + obj.class.name, ">", &block)
  end

  def object_address_group(obj, &block)
    str = Kernel.instance_method(:to_s).bind_call(obj)
    str = str.chomp(">")
    group(1, str, ">", &block)
  end

  def comma_breakable
    text ","
    breakable
  end

  def seplist(list, sep = nil, iter_method = :each)
    sep ||= lambda { comma_breakable }
    first = true
    list.__send__(iter_method) do |*v|
      if first
        first = false
      else
        sep.call
      end
      yield(*v)
    end
  end

  def pp_object(obj)
    object_address_group(obj) do
      ivars =
        if M_RESPOND_TO.bind_call(obj, :pretty_print_instance_variables)
          obj.pretty_print_instance_variables
        else
          Kernel.instance_method(:pretty_print_instance_variables).bind_call(obj)
        end
      seplist(ivars, lambda { text "," }) do |v|
        breakable
        v = v.to_s if Symbol === v
        text v
        text "="
        group(1) do
          breakable ""
          pp(Kernel.instance_method(:instance_variable_get).bind_call(obj, v))
        end
      end
    end
  end

  def pp_hash(obj)
    group(1, "{", "}") do
      seplist(obj, nil, :each_pair) do |k, v|
        group { pp_hash_pair k, v }
      end
    end
  end

  def pp_hash_pair(k, v)
    if Symbol === k
      k = k.to_s.inspect if k.inspect.match?(%r[\A:["$@!]|[%&*+\-\/<=>@\]^`|~]\z])
      text "#{k}:"
    else
      pp k
      text " "
      text "=>"
    end
    group(1) do
      breakable
      pp v
    end
  end
end

# CRuby's PP::ObjectMixin, kept in Kernel so that it stays out of
# Object.ancestors (CRuby loads pp.rb only when pp is first called).
module Kernel
  def pretty_print(q)
    inspect_method = begin
      Object.instance_method(:method).bind_call(self, :inspect)
    rescue NameError
      nil
    end
    if inspect_method && inspect_method.owner != Kernel
      q.text inspect
    elsif !inspect_method && Object.instance_method(:respond_to?).bind_call(self, :inspect)
      q.text inspect
    else
      q.pp_object(self)
    end
  end

  def pretty_print_cycle(q)
    q.object_address_group(self) do
      q.breakable
      q.text "..."
    end
  end

  def pretty_print_instance_variables
    Object.instance_method(:instance_variables).bind_call(self).sort
  end

  def pretty_print_inspect
    inspect
  end
end

class Array
  def pretty_print(q)
    q.group(1, "[", "]") do
      q.seplist(self) { |v| q.pp v }
    end
  end

  def pretty_print_cycle(q)
    q.text(empty? ? "[]" : "[...]")
  end
end

class Hash
  def pretty_print(q)
    q.pp_hash self
  end

  def pretty_print_cycle(q)
    q.text(empty? ? "{}" : "{...}")
  end
end

class Set
  def pretty_print(q)
    q.group(1, "#{self.class.name}[", "]") do
      q.seplist(self) { |o| q.pp o }
    end
  end

  def pretty_print_cycle(q)
    name = self.class.name
    q.text(empty? ? "#{name}[]" : "#{name}[...]")
  end
end

class Struct
  def pretty_print(q)
    q.group(1, "#<struct #{PP.mcall(self, Kernel, :class).name}", ">") do
      q.seplist(members, lambda { q.text "," }) do |member|
        q.breakable
        q.text member.to_s
        q.text "="
        q.group(1) do
          q.breakable ""
          q.pp self[member]
        end
      end
    end
  end

  def pretty_print_cycle(q)
    q.text "#<struct #{PP.mcall(self, Kernel, :class).name}:...>"
  end
end

class Data
  def pretty_print(q)
    klass = PP.mcall(self, Kernel, :class)
    class_name = klass.name
    class_name = " #{class_name}" if class_name
    q.group(1, "#<data#{class_name}", ">") do
      q.seplist(klass.members, lambda { q.text "," }) do |member|
        q.breakable
        q.text member.to_s
        q.text "="
        q.group(1) do
          q.breakable ""
          q.pp __send__(member)
        end
      end
    end
  end

  def pretty_print_cycle(q)
    q.text "#<data #{PP.mcall(self, Kernel, :class).name}:...>"
  end
end

class Range
  def pretty_print(q)
    begin_nil = self.begin.nil?
    end_nil = self.end.nil?
    q.pp self.begin if !begin_nil || end_nil
    q.breakable ""
    q.text(exclude_end? ? "..." : "..")
    q.breakable ""
    q.pp self.end if !end_nil || begin_nil
  end
end

class String
  def pretty_print(q)
    lines = self.lines
    if lines.size > 1
      q.group(0, "", "") do
        q.seplist(lines, lambda { q.text " +"; q.breakable }) { |v| q.pp v }
      end
    else
      q.text inspect
    end
  end
end

[Numeric, Symbol, FalseClass, TrueClass, NilClass, Module].each do |c|
  c.class_eval do
    def pretty_print_cycle(q)
      q.text inspect
    end
  end
end

[Numeric, FalseClass, TrueClass, Module].each do |c|
  c.class_eval do
    def pretty_print(q)
      q.text inspect
    end
  end
end

module Kernel
  def pretty_inspect
    PP.pp(self, "".dup)
  end

  def pp(*objs)
    objs.each { |obj| PP.pp(obj) }
    objs.size <= 1 ? objs.first : objs
  end
  module_function :pp
end
