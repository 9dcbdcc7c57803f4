# -*- ruby -*-
# garnet.mspec — mspec's configuration for running ruby/spec on Garnet
# (tests/spec/run.py passes it with -B). Tags of failing examples are Garnet's
# own data and live beside this file in tags/, mirroring spec/ruby's folders.
# The WebAssembly build starts no child processes, and has no executable of
# its own that mspec's helpers would find: RUBY_EXE names the command that
# runs it, so that they load (the specs that start a Ruby fail, and are
# tagged for that build).
require "rbconfig"
RUBY_EXE = "node wasm/garnet-node.mjs" if RUBY_PLATFORM.include?("wasm") && !defined?(RUBY_EXE)

class MSpecScript
  # What the fixtures that start a Ruby themselves read (ENV["RUBY_EXE"],
  # ENV["RUBY_FLAGS"]), as mspec's own runner sets them.
  set :target, defined?(RUBY_EXE) ? RUBY_EXE : RbConfig.ruby
  set :flags, []
  set :backtrace_filter, /mspec\//
  set :tags_patterns, [
    [%r(\A.*/spec/ruby/), "#{__dir__}/tags/"],
    [/_spec\.rb\z/, "_tags.txt"],
  ]
  set :toplevel_constants_excludes, [/\wSpecs?$/, /^CS_CONST/, /^CSL_CONST/]
end
