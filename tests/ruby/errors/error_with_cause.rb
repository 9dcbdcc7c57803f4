# Uncaught exception with a cause: both messages and backtraces are printed
def parse(s) = Integer(s)
def load_config
  parse("not a number")
rescue ArgumentError
  raise "config is invalid"
end
load_config
