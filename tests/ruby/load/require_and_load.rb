# require, require_relative and load over $LOAD_PATH: what each answers,
# $LOADED_FEATURES, no double loading, load running again, LoadError's
# message and path, a failing file that can be required again, circular
# requires. The libraries are written into the test's temporary folder.
dir = ENV.fetch("TMPDIR")
{
  "alpha.rb" => "puts 'alpha runs'; ALPHA = 1",
  "beta.rb" => "puts 'beta runs'; require_relative 'gamma'; BETA = GAMMA + 1",
  "gamma.rb" => "puts 'gamma runs'; GAMMA = 10",
  "counter.rb" => "$count = ($count || 0) + 1",
  "broken.rb" => "$tries = ($tries || 0) + 1; raise 'broken' if $tries == 1; BROKEN = :fixed",
  "circle_a.rb" => "puts 'a starts'; p require('circle_b'); puts 'a ends'",
  "circle_b.rb" => "puts 'b starts'; p require('circle_a'); puts 'b ends'",
}.each { |name, text| File.write(File.join(dir, name), text) }
$LOAD_PATH.unshift(dir)
p require("alpha"), require("alpha"), require("alpha.rb"), ALPHA
p require("beta"), BETA, require("gamma")
p $LOADED_FEATURES.select { |f| f.start_with?(dir) }.map { |f| f.delete_prefix(dir) }
p load(File.join(dir, "counter.rb")), load(File.join(dir, "counter.rb")), $count
p require("counter"), require("counter"), $count
begin
  require "broken"
rescue RuntimeError => e
  p e.message
end
p require("broken"), BROKEN, $tries
p require("circle_a")
[-> { require "no_such_library" }, -> { load "no_such_file.rb" }, -> { require_relative "no_such_neighbour" }].each do |bad|
  bad.call
rescue LoadError => e
  p e.class, e.message.sub(File.expand_path(".") + "/", ""), e.path&.delete_prefix(File.expand_path(".") + "/")
end
begin
  require 42
rescue TypeError => e
  p e.message
end
p require("set"), $LOAD_PATH.first == dir, $:.equal?($LOAD_PATH), $".equal?($LOADED_FEATURES)
