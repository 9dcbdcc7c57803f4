# Start-up with four of Ruby's own libraries loaded: bench/run.py times it on
# each engine that has a standard library, beside the empty script (the
# libraries are parsed and compiled at every start).
require "optparse"
require "time"
require "fileutils"
require "logger"
