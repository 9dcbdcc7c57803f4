# io/console.so for Garnet: terminal modes, sizes and cursor control on IO,
# over the platform's terminal primitives (IO.__terminal_*, core/io_console.cpp),
# which answer an errno Integer when they fail. Modes change the way CRuby's
# io/console changes them; the cursor and screen methods write the same ANSI
# sequences. IO::ConsoleMode holds a terminal's saved settings and the
# changes made to it since.
class IO
  class ConsoleMode
    def initialize(settings, changes = [])
      @settings = settings
      @changes = changes
    end

    def initialize_copy(other)
      super
      @changes = other.__changes.dup
    end

    def echo=(on)
      @changes << [[on ? :echo_on : :echo_off], 1, 0]
    end

    def raw!(min: nil, time: nil, intr: nil)
      @changes << IO.__raw_change(min, time, intr)
      self
    end

    def raw(**opts) = dup.raw!(**opts)

    # Puts these settings on descriptor fd (IO#console_mode=).
    def __apply(io)
      io.__terminal_call(:__terminal_restore, @settings)
      @changes.each { |change| io.__terminal_call(:__terminal_change, *change) }
    end

    protected def __changes = @changes
  end

  # The arguments of a raw-mode change for IO.__terminal_change.
  def self.__raw_change(min, time, intr)
    changes = intr ? [:raw, :keep_signals] : [:raw]
    [changes, min ? Integer(min) : 1, time ? (time * 10).to_i : 0]
  end

  # Calls the primitive `name` on this IO's descriptor; raises the Errno
  # it answers, naming the IO's path as CRuby does.
  def __terminal_call(name, *args)
    result = IO.public_send(name, fileno, *args)
    return result unless result.is_a?(Integer)
    raise SystemCallError.new(path, result)
  end

  def winsize = __terminal_call(:__terminal_size)

  def winsize=(size)
    size = size.to_ary
    unless size.size == 2 || size.size == 4
      raise ArgumentError, "wrong number of arguments (given #{size.size}, expected 2 or 4)"
    end
    __terminal_call(:__terminal_resize, Integer(size[0]), Integer(size[1]))
  end

  def echo? = __terminal_call(:__terminal_change, [], 1, 0)

  def echo=(on)
    __terminal_call(:__terminal_change, [on ? :echo_on : :echo_off], 1, 0)
  end

  def raw!(min: nil, time: nil, intr: nil)
    __terminal_call(:__terminal_change, *IO.__raw_change(min, time, intr))
    self
  end

  def cooked!
    __terminal_call(:__terminal_change, [:cooked], 1, 0)
    self
  end

  def raw(min: nil, time: nil, intr: nil, &block)
    __with_terminal_change(IO.__raw_change(min, time, intr), &block)
  end

  def cooked(&block) = __with_terminal_change([[:cooked], 1, 0], &block)

  def noecho(&block) = __with_terminal_change([[:echo_off], 1, 0], &block)

  # Runs the block with the terminal changed, then puts its settings back.
  private def __with_terminal_change(change)
    saved = __terminal_call(:__terminal_save)
    __terminal_call(:__terminal_change, *change)
    begin
      yield self
    ensure
      __terminal_call(:__terminal_restore, saved)
    end
  end

  def console_mode = ConsoleMode.new(__terminal_call(:__terminal_save))

  def console_mode=(mode)
    mode.__apply(self)
  end

  # A character read in raw mode. With min: 0 the terminal answers at once
  # or after `time` seconds, nil when nothing was typed; the wait is made
  # here, since a read waits for the descriptor to be readable first.
  def getch(min: nil, time: nil, intr: nil)
    raw(min: min, time: time, intr: intr) do
      next nil if min == 0 && !IO.select([self], nil, nil, time || 0)
      getc
    end
  end

  def getpass(prompt = nil)
    out = equal?($stdin) ? $stderr : self
    if prompt
      out.write(prompt)
      out.flush
    end
    line = noecho { gets }
    out.write("\n")
    line&.chomp
  end

  # The terminal's device name, or nil when this IO is not a terminal (read
  # from /proc, as Linux names a descriptor's file there).
  def ttyname
    return nil unless tty?
    File.readlink("/proc/self/fd/#{fileno}")
  rescue SystemCallError
    nil
  end

  def iflush = __flush_terminal([:flush_input])
  def oflush = __flush_terminal([:flush_output])
  def ioflush = __flush_terminal([:flush_input, :flush_output])

  private def __flush_terminal(which)
    __terminal_call(:__terminal_change, which, 1, 0)
    self
  end

  def beep
    write("\a")
    self
  end

  # [row, column] from the terminal's answer to a cursor position report.
  def cursor
    reply = +""
    raw(intr: true) do
      write("\e[6n")
      flush
      while (byte = getbyte)
        reply << byte
        break if byte == 0x52 # "R"
      end
    end
    match = /\e\[(\d+);(\d+)R\z/.match(reply) or raise IOError, "unexpected cursor position reply"
    [match[1].to_i - 1, match[2].to_i - 1]
  end

  def cursor=(position)
    row, column = position.to_ary
    goto(row, column)
  end

  def goto(row, column)
    write("\e[#{Integer(row) + 1};#{Integer(column) + 1}H")
    self
  end

  def goto_column(column)
    write("\e[#{Integer(column) + 1}G")
    self
  end

  def cursor_up(n) = __move_cursor(-Integer(n), 0)
  def cursor_down(n) = __move_cursor(Integer(n), 0)
  def cursor_left(n) = __move_cursor(0, -Integer(n))
  def cursor_right(n) = __move_cursor(0, Integer(n))

  private def __move_cursor(rows, columns)
    write("\e[#{-columns}D") if columns < 0
    write("\e[#{columns}C") if columns > 0
    write("\e[#{-rows}A") if rows < 0
    write("\e[#{rows}B") if rows > 0
    self
  end

  def erase_line(mode) = __erase(mode, 2, "line", "K")
  def erase_screen(mode) = __erase(mode, 3, "screen", "J")

  # Writes the erase sequence ending in `final` for a mode of 0..last.
  private def __erase(mode, last, what, final)
    mode = Integer(mode)
    raise ArgumentError, "wrong #{what} erase mode: #{mode}" unless (0..last).cover?(mode)
    write("\e[#{mode}#{final}")
    self
  end

  def clear_screen
    erase_screen(2)
    goto(0, 0)
  end

  def scroll_forward(n)
    write("\e[#{Integer(n)}S")
    self
  end

  def scroll_backward(n)
    write("\e[#{Integer(n)}T")
    self
  end

  # The process's terminal (/dev/tty) opened once for reading and writing,
  # or nil when it has none; with a method name, that method called on it.
  # IO.console(:close) closes it.
  def self.console(name = nil, *args)
    console = @__console
    console = @__console = nil if console&.closed?
    if name == :close
      console&.close
      @__console = nil
      return nil
    end
    unless console
      console = begin
        File.open("/dev/tty", File::RDWR | File::NOCTTY)
      rescue SystemCallError
        return nil
      end
      console.sync = true
      @__console = console
    end
    name ? console.public_send(name, *args) : console
  end
end
