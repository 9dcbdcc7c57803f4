# io/console on a terminal: the runner (console_terminal.tty) gives this
# test a pseudo-terminal of 24 rows and 80 columns as its standard input and
# output. Raw mode turns the terminal's output processing off, so "\n"
# arrives without the "\r" it otherwise gets. Expected output from Debian's
# CRuby 3.1 under the same runner (CRuby 4.0 on WASI has no terminals).
require "io/console"
require "io/console/size"
p STDOUT.winsize, STDIN.winsize, STDOUT.tty?, STDIN.isatty, STDERR.tty?
p IO.console.class, IO.console.winsize, IO.console.equal?(IO.console)
p STDIN.echo?
STDIN.noecho { |io| p io.equal?(STDIN), STDIN.echo? }
p STDIN.echo?
STDIN.echo = false
p STDIN.echo?
STDIN.echo = true
STDIN.raw { |io| print "raw\n"; p io.equal?(STDIN), STDIN.echo? }
print "cooked again\n"
STDIN.raw(intr: true) { print "raw, signals kept\n" }
p STDIN.getch(min: 0, time: 0.1), STDIN.getch(min: 0)
mode = STDIN.console_mode
p mode.class
STDIN.raw!
print "raw!\n"
STDIN.cooked!
print "cooked!\n"
STDIN.console_mode = mode.raw
print "console_mode = mode.raw\n"
STDIN.console_mode = mode
print "console_mode = mode\n"
quiet = mode.dup
quiet.echo = false
STDIN.console_mode = quiet
p STDIN.echo?
STDIN.console_mode = mode
p STDIN.echo?
STDOUT.winsize = [30, 100]
p STDOUT.winsize, IO.console_size, IO.console(:winsize)
STDOUT.winsize = [24, 80, 0, 0]
p STDOUT.winsize
begin
  STDOUT.winsize = [1, 2, 3]
rescue ArgumentError => e
  p e.message
end
p STDIN.iflush.equal?(STDIN)
console = IO.console
p IO.console(:close), console.closed?, IO.console.equal?(console)
