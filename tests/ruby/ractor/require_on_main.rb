# require and require_relative in a Ractor other than the main one run on
# the main Ractor, as in Ruby 3.4 and later: the file may set class state
# and constants only the main Ractor may set, a second require answers
# false, what the load raised is raised in the Ractor (a copy), and the main
# Ractor serves while its main thread sleeps, computes or waits. An
# autoload and a const_missing that requires, reached from a Ractor, load
# there too. Kernel's first ancestor becomes Ruby's <RactorRequire> module.
# Expected output written by hand from Ruby 4.0's rules (ractor.rb's
# Ractor._require and _activated, ractor.c's rb_ractor_require): the
# reference CRuby 4.0 on WASI has no Ractor, and Debian's CRuby 3.1 loads
# the file in the Ractor itself.
Warning[:experimental] = false
p Kernel.ancestors.first.equal?(Kernel)

r = Ractor.new do
  loaded = require_relative "fixtures/required_on_main"
  again = require_relative "fixtures/required_on_main.rb"
  [loaded, again, RequiredOnMain.double(21)]
end
p r.value
p RequiredOnMain::LOADED_ON_MAIN, RequiredOnMain.loads, RequiredOnMain::TABLE

p(Ractor.new do
  [require("json"), require("json"), JSON.generate({"x" => 1})]
end.value)

p(Ractor.new do
  require_relative "fixtures/raises_while_loading"
rescue RaisedWhileLoading => e
  [e.class, e.message, Ractor.main?]
end.value)

p(Ractor.new do
  require "no/such/library"
rescue LoadError => e
  [e.message, e.path]
end.value)
p Kernel.ancestors.first(2)

p(Ractor.new do
  require_relative "fixtures/no_such_fixture"
rescue LoadError => e
  e.message.end_with?("ractor/fixtures/no_such_fixture")
end.value)

p(Ractor.new { require 42 rescue [$!.class, $!.message] }.value)

# The main thread sleeps, then computes, while a Ractor waits for a require.
r = Ractor.new { require "shellwords"; Shellwords.split("a 'b c'") }
sleep 0.05
p r.value
r = Ractor.new { require "English"; $ERROR_INFO.nil? }
i = 0
i += 1 while i < 1_000_000
p r.value

autoload :AutoloadedOnMain, File.expand_path("fixtures/autoloaded_on_main", __dir__)
p Ractor.new { AutoloadedOnMain::LOADED_ON_MAIN }.value
p Ractor.new { require "digest"; Digest::SHA256.hexdigest("")[0, 16] }.value

# Several Ractors at once, and one made by a Ractor.
p 4.times.map { |n| Ractor.new(n) { |k| require "securerandom"; [k, SecureRandom.hex(4).size] } }.map(&:value)
p Ractor.new { Ractor.new { require "digest"; Digest::MD5.hexdigest("") }.value }.value
