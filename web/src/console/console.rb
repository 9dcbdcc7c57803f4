# The playground's console, run as a program on the terminal: it reads an
# entry from standard input (one line, or more while the entry is
# incomplete Ruby), evaluates it at the top level (TOPLEVEL_BINDING), so
# methods, constants and local variables persist from entry to entry, and
# prints its value with inspect, as irb does. Ctrl-C (Interrupt) drops the
# entry being typed or stops the one running; the end of input (Ctrl-D) or
# `exit` ends it. The console's own variables live in a lambda, out of the
# entries' sight.
-> do
  $stdout.sync = true
  workspace = TOPLEVEL_BINDING

  # Whether `code` is complete: it parses, or fails for a reason that more
  # lines would not cure. Parsing runs nothing: the throw comes first.
  complete = lambda do |code|
    catch(:parsed) { eval("throw :parsed\n#{code}", workspace, "(console)", 0) }
    true
  rescue SyntaxError => e
    !e.message.match?(/end-of-input|unterminated|end of file|before EOF/)
  end

  # An exception as Ruby reports it, with only the entries' own frames.
  report = lambda do |e|
    e.set_backtrace((e.backtrace || []).select { |frame| frame.start_with?("(console)") })
    $stderr.print e.full_message(highlight: false)
  end

  puts "Garnet #{RUBY_VERSION} console: entries are evaluated as you type them; Ctrl-D ends it."
  line = 1
  loop do
    entry = +""
    begin
      print(entry.empty? ? ">> " : ".. ")
      typed = $stdin.gets
      if typed.nil?
        puts
        return
      end
      entry << typed
    end until complete.(entry)
    begin
      value = eval(entry, workspace, "(console)", line)
      puts "=> #{value.inspect}"
    rescue Interrupt, StandardError, ScriptError => e
      report.(e)
    end
    line += entry.count("\n")
  rescue Interrupt
    # Ctrl-C at the prompt drops the entry (the terminal shows the ^C)
  end
end.()
