# The top level of a file that require or load runs is labelled
# "<top (required)>" in backtraces and caller_locations; the main program's
# is "<main>".
require_relative "fixtures/labelled"
load File.join(__dir__, "fixtures/labelled.rb")
p caller_locations(0)[0].label
