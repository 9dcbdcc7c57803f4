# Child processes: Kernel#system, spawn, exec, fork, backticks, IO.popen,
# Process.wait & co., Process.detach and Process::Status, over the natives
# of core/process_children.cpp. Arguments and options are parsed here into
# the description the host starts ([program, argv, env, clear_env, chdir,
# redirects, pgroup]); a wait parks only its green thread, on the child's
# exit notifier (a descriptor the scheduler polls) or, without one, in a
# short sleep between looks.
module Process
  # Process.times: the CPU time of the process and of its waited-for
  # children (the host's; without one, the process's user time alone).
  Tms = Struct.new(:utime, :stime, :cutime, :cstime)

  def self.times = Tms.new(*__cpu_times)

  class Status
    class << self
      undef_method :new
    end

    def self.__new(pid, raw)
      status = allocate
      status.instance_variable_set(:@pid, pid)
      status.instance_variable_set(:@status, raw)
      status
    end

    attr_reader :pid

    def to_i = @status
    def exited? = (@status & 0x7f) == 0
    def exitstatus = exited? ? (@status >> 8) & 0xff : nil
    def success? = exited? ? exitstatus == 0 : nil
    def stopped? = (@status & 0xff) == 0x7f
    def stopsig = stopped? ? (@status >> 8) & 0xff : nil
    def signaled? = !stopped? && (@status & 0x7f) != 0
    def termsig = signaled? ? @status & 0x7f : nil
    def coredump? = signaled? && (@status & 0x80) != 0
    def ==(other) = other.is_a?(Status) ? @status == other.to_i : @status == other
    def to_s = "pid #{@pid} #{__description}"
    def inspect = "#<Process::Status: #{to_s}>"

    # "exit 1", "SIGTERM (signal 15)", "stopped SIGSTOP (signal 19)".
    def __description
      if stopped?
        "stopped #{__signal_text(stopsig)}"
      elsif signaled?
        coredump? ? "#{__signal_text(termsig)} (core dumped)" : __signal_text(termsig)
      else
        "exit #{exitstatus}"
      end
    end

    def __signal_text(signo)
      name = Signal.signame(signo)
      name ? "SIG#{name} (signal #{signo})" : "signal #{signo}"
    end
  end

  # Process.detach's thread: its value is the child's Status.
  class Waiter < Thread
    def pid = @pid
  end

  def self.last_status = $?

  def self.spawn(*args, **options) = __start(*__trailing_options(args, options), "spawn")

  # [args, options]: as in CRuby, a Hash after the command is its options
  # (open3 passes them so), the first argument being the environment.
  def self.__trailing_options(args, options)
    return [args, options] unless options.empty? && args.size > 1 && args.last.is_a?(Hash)
    [args[0...-1], args.last]
  end

  def self.exec(*args, **options)
    args, options = __trailing_options(args, options)
    __processes!("exec")
    env, program, argv, name = __command(args)
    clear_env, chdir, redirects, pgroup, files = __options(options)
    __exec([program, argv, env, clear_env, chdir, redirects, pgroup], name)
  ensure
    files&.each(&:close)
  end

  def self.fork
    __processes!("fork")
    pid = __fork
    return pid unless pid == 0
    return nil unless block_given?
    yield
    exit 0
  end

  def self.wait(pid = -1, flags = 0) = __wait_and_set(pid, flags, "wait")&.first
  def self.wait2(pid = -1, flags = 0) = __wait_and_set(pid, flags, "wait2")
  def self.waitpid(pid = -1, flags = 0) = __wait_and_set(pid, flags, "waitpid")&.first
  def self.waitpid2(pid = -1, flags = 0) = __wait_and_set(pid, flags, "waitpid2")

  def self.waitall
    __processes!("waitall")
    all = []
    while true
      begin
        all << wait2
      rescue Errno::ECHILD
        return all
      end
    end
  end

  def self.detach(pid)
    __processes!("detach")
    pid = __to_int(pid)
    waiter = Waiter.new { __wait(pid, 0, "detach")[1] }
    waiter.instance_variable_set(:@pid, pid)
    waiter
  end

  def self.__wait_and_set(pid, flags, function)
    got = __wait(pid, flags, function) or return nil
    __set_last_status(got[1])
    got
  end

  # [pid, Status] of a child that changed state (pid: a child, -1: any, 0 or
  # < -1: a group), nil with WNOHANG when none has; Errno::ECHILD when there
  # is no such child. Does not set $?.
  def self.__wait(pid, flags, function)
    __processes!(function)
    pid = __to_int(pid)
    flags = __to_int(flags || 0)
    nohang = flags & WNOHANG != 0
    untraced = flags & WUNTRACED != 0
    notifier = nil
    begin
      while true
        got = __waitpid_now(pid, true, untraced)
        raise(got == -Errno::ECHILD::Errno ? Errno::ECHILD : Errno::EINVAL) if got.is_a?(Integer)
        return [got[0], Status.__new(got[0], got[1])] if got
        return nil if nohang
        # A child's exit makes its notifier readable; stops and groups are looked for.
        notifier ||= __exit_notifier(pid) if pid > 0 && !untraced
        notifier ? notifier.__wait_readable(nil) : sleep(0.001)
      end
    ensure
      notifier&.close
    end
  end

  # Starts the command of spawn's arguments: its pid.
  def self.__start(args, options, function)
    __processes!(function)
    env, program, argv, name = __command(args)
    raise Errno::ENOENT, "" if program.empty?
    clear_env, chdir, redirects, pgroup, files = __options(options)
    if chdir && !File.directory?(chdir) # named as Ruby names it, rather than the program
      raise(File.exist?(chdir) ? Errno::ENOTDIR : Errno::ENOENT, chdir)
    end
    __spawn([program, argv, env, clear_env, chdir, redirects, pgroup], name)
  ensure
    files&.each(&:close)
  end

  # [env, program, argv, name, text] of spawn's arguments ([env,] command...):
  # one String runs through /bin/sh when the shell must read it, else its
  # words run directly; name is what an Errno message shows, text what
  # system's exception: true shows.
  def self.__command(args)
    args = args.dup
    env = args.first.is_a?(Hash) ? __environment(args.shift) : []
    raise ArgumentError, "wrong number of arguments (given 0, expected 1+)" if args.empty?
    if args.size == 1 && !args[0].is_a?(Array)
      line = __string(args[0])
      return [env, "/bin/sh", ["sh", "-c", line], line, line] if __shell?(line)
      words = line.split
      return [env, words[0] || "", words, words[0] || "", line]
    end
    first = args.shift
    if first.is_a?(Array)
      raise ArgumentError, "wrong first argument" unless first.size == 2
      program = __string(first[0])
      argv0 = __string(first[1])
    else
      program = argv0 = __string(first)
    end
    [env, program, [argv0, *args.map { |a| __string(a) }], program, program]
  end

  # Whether a command line needs the shell: its special characters, a
  # reserved word or special built-in first, or a variable assignment first.
  def self.__shell?(line)
    return true if line.b.match?(/[*?{}\[\]<>()~&|\\$;'`"\n#]/) # bytes: the line may not be valid UTF-8
    first = line.split.first
    return false if first.nil?
    first.include?("=") || %w[
      ! { } [[ ]] . : break case continue do done elif else esac eval exec exit export
      fi for function if in readonly return set shift then time times trap unset until while
    ].include?(first)
  end

  def self.__string(x)
    x = x.to_path if !x.is_a?(String) && x.respond_to?(:to_path)
    unless x.is_a?(String)
      raise TypeError, "no implicit conversion of #{__class_desc(x)} into String" unless x.respond_to?(:to_str)
      x = x.to_str
    end
    raise ArgumentError, "string contains null byte" if x.include?("\0")
    x
  end

  def self.__environment(hash)
    hash.map { |name, value| [__string(name), value.nil? ? nil : __string(value)] }
  end

  # [clear_env, chdir, redirects, pgroup, files] of spawn's options. Paths
  # are opened here, in the parent, as Ruby does (files: to close once the
  # child has started). Redirects run in the child in order: copies of the
  # parent's descriptors that a later step replaces, the copies from the
  # parent's descriptors, then the [:child, fd] copies (from the child's),
  # then the closes.
  def self.__options(options)
    clear_env = false
    chdir = pgroup = nil
    files = []
    copies = []
    child_copies = []
    closes = []
    options.each do |key, value|
      case key
      when :chdir then chdir = __string(value)
      when :unsetenv_others then clear_env = value ? true : false
      when :pgroup then pgroup = value == true ? 0 : value ? __to_int(value) : nil
      when :close_others then nil # every descriptor Garnet opens closes on exec
      when :in, :out, :err, Integer, IO, Array
        fds = key.is_a?(Array) ? key.map { |k| __fd(k) } : [__fd(key)]
        __redirect(fds, value, files, copies, child_copies, closes)
      when Symbol then raise ArgumentError, "wrong exec option symbol: #{key}"
      else raise ArgumentError, "wrong exec option"
      end
    end
    targets = (copies + child_copies + closes).map(&:first)
    saved = []
    copies = copies.map do |fd, kind, from|
      next [fd, kind, from] if from == fd || !targets.include?(from)
      spare = 900 + saved.size # above what a program uses, below the usual limit of 1024
      saved << [spare, :dup, from]
      [fd, kind, spare]
    end
    redirects = saved + copies + child_copies + saved.map { |spare,| [spare, :close] } + closes
    [clear_env, chdir, redirects, pgroup, files]
  rescue Exception
    files&.each(&:close)
    raise
  end

  def self.__fd(x)
    case x
    when :in then 0
    when :out then 1
    when :err then 2
    when Integer then x
    when IO then x.fileno
    when Symbol then raise ArgumentError, "wrong exec redirect symbol: #{x}"
    else raise ArgumentError, "wrong exec redirect action"
    end
  end

  def self.__redirect(fds, value, files, copies, child_copies, closes)
    if value == :close
      fds.each { |fd| closes << [fd, :close] }
    elsif value.is_a?(Array) && value[0] == :child
      from = __fd(value[1])
      fds.each { |fd| child_copies << [fd, :dup, from] }
    elsif value.is_a?(String) || value.is_a?(Array) || (!value.is_a?(IO) && value.respond_to?(:to_path))
      path, mode, perm = value.is_a?(Array) ? value : [value]
      mode = fds[0] == 0 ? "r" : "w" if mode.nil?
      path = __string(path)
      begin
        file = File.new(path, mode, perm ? __to_int(perm) : 0o644)
      rescue SystemCallError => e
        raise e.class, path # as Ruby words it: without File.new's "@ rb_sysopen"
      end
      files << file
      copies << [fds[0], :dup, file.fileno]
      fds.drop(1).each { |fd| child_copies << [fd, :dup, fds[0]] }
    else
      from = __fd(value)
      fds.each { |fd| copies << [fd, :dup, from] }
    end
  end
end

module Kernel
  private def spawn(*args, **options) = Process.__start(*Process.__trailing_options(args, options), "spawn")
  private def exec(*args, **options) = Process.exec(*args, **options)
  private def fork(&block) = Process.fork(&block)

  # true when the command exits 0, false otherwise, nil when it cannot run
  # ($? then says exit 127, as the shell would); exception: true raises instead.
  private def system(*args, exception: false, **options)
    args, options = Process.__trailing_options(args, options)
    Process.__processes!("system")
    text = Process.__command(args)[4]
    begin
      pid = Process.__start(args, options, "system")
    rescue SystemCallError
      raise if exception
      Process.__set_last_status(Process::Status.__new(0, 127 << 8))
      return nil
    end
    status = Process.__wait(pid, 0, "system")[1]
    Process.__set_last_status(status)
    raise RuntimeError, "Command failed with #{status.__description}: #{text}" if exception && !status.success?
    status.success? ? true : false
  end

  private def `(command)
    Process.__processes!("`")
    IO.popen(Process.__string(command), &:read)
  end
end

class IO
  # IO.popen([env,] command, mode = "r", **options) { |io| }: a pipe to a
  # child's standard input ("w"), from its output ("r"), or both ("r+", a
  # socket pair). The block form closes it, which waits for the child and
  # sets $?.
  def self.popen(*args, **options)
    Process.__processes!("popen")
    env = args.first.is_a?(Hash) ? [args.shift] : []
    unless args.size == 1 || args.size == 2
      raise ArgumentError, "wrong number of arguments (given #{args.size + env.size}, expected 1..2)"
    end
    command = args[0]
    mode = options.delete(:mode) || args[1] || "r"
    if command.is_a?(Array)
      command = command.dup
      env = [command.shift] if command.first.is_a?(Hash)
      options = command.pop.merge(options) if command.last.is_a?(Hash)
    else
      command = Process.__string(command)
      raise NotImplementedError, "IO.popen(\"-\") is not supported: use fork and IO.pipe" if command == "-"
      command = [command]
    end
    mode = Process.__string(mode)
    kind = mode.include?("+") ? 2 : mode.start_with?("w") ? 1 : 0
    mine, theirs = Process.__channel(kind)
    options = options.merge(in: theirs) unless kind == 0
    options = options.merge(out: theirs) unless kind == 1
    begin
      pid = Process.__start(env + command, options, "popen")
    rescue Exception
      mine.close
      raise
    ensure
      theirs.close
    end
    mine.instance_variable_set(:@__pid, pid)
    mine.instance_variable_set(:@__popen_pid, pid)
    mine.instance_variable_set(:@__popen_duplex, kind == 2)
    return mine unless block_given?
    begin
      yield mine
    ensure
      mine.close
    end
  end

  alias_method :__close_stream, :close
  alias_method :__close_write_stream, :close_write

  # A popen's close also waits for its child ($?; nil when the program has
  # waited for it already).
  def close
    __close_stream
    pid = @__popen_pid
    return nil unless pid
    @__popen_pid = nil
    status = begin
      Process.__wait(pid, 0, "popen")[1]
    rescue Errno::ECHILD
    end
    Process.__set_last_status(status)
    nil
  end

  def pid
    raise IOError, "closed stream" if closed?
    @__pid
  end

  # A "r+" popen's child sees the end of its input; a popen's write end
  # closes (waiting for the child); other streams close their writing half.
  def close_write
    return Process.__shutdown_write(self) if @__popen_duplex && !closed?
    return close if @__popen_pid
    __close_write_stream
  end
end
