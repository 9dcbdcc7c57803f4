# encoding: nonesuch
# The main script's magic comment names no encoding: nothing runs, and
# ruby(1) reports the ArgumentError with the file's name before it.
# Expected stderr written by hand: CRuby 4.0 on WASI prints this report
# behind its driver's own frame (tools/ruby-ref/README.md).
puts "never printed"
