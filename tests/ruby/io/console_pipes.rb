# io/console where there is no terminal: standard output and a pipe answer
# Errno::ENOTTY, naming the IO's path where it has one; the cursor and
# screen methods write their ANSI sequences to any IO. Expected output from
# Debian's CRuby 3.1 (CRuby 4.0 on WASI has no io/console), except
# ttyname, which io-console 0.7 added: nil for an IO that is no terminal.
require "io/console"
r, w = IO.pipe
w.goto(1, 2); w.cursor_up(3); w.cursor_down(0); w.cursor_left(2); w.cursor_right(5); w.goto_column(4)
w.erase_line(0); w.erase_line(2); w.erase_screen(3); w.clear_screen; w.scroll_forward(2); w.scroll_backward(1)
w.cursor_up(-2); w.beep; w.cursor = [4, 5]
w.close
p r.read
[[:erase_line, 3], [:erase_screen, 4], [:erase_line, -1]].each do |name, arg|
  STDOUT.send(name, arg)
rescue ArgumentError => e
  p [name, e.message]
end
r, w = IO.pipe
[-> { STDOUT.winsize }, -> { r.raw { } }, -> { r.echo? }, -> { r.console_mode }, -> { r.getch },
 -> { r.iflush }, -> { r.noecho { } }, -> { STDOUT.winsize = [3, 4] }, -> { r.echo = false }].each do |call|
  call.call
rescue SystemCallError => e
  p [e.class, e.message]
end
p STDOUT.tty?, r.tty?, IO.method(:console).arity, STDOUT.method(:raw).arity, STDOUT.method(:getpass).arity
p STDOUT.ttyname, r.ttyname
require "io/console/size"
p IO.default_console_size
ENV["LINES"], ENV["COLUMNS"] = "30", "120"
p IO.default_console_size
